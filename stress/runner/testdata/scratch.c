/* Prints its working folder and how many entries it holds, then writes
   output.txt there (scratch_test.go). */
#include <dirent.h>
#include <stdio.h>
#include <unistd.h>

int main(void) {
    char wd[4096];
    if (!getcwd(wd, sizeof wd)) return 3;
    int n = 0;
    DIR *d = opendir(".");
    struct dirent *e;
    while (d && (e = readdir(d)))
        if (e->d_name[0] != '.') n++;
    if (d) closedir(d);
    FILE *f = fopen("output.txt", "w");
    if (!f) return 4;
    fputs("written by the program\n", f);
    fclose(f);
    printf("%s %d\n", wd, n);
    return 0;
}

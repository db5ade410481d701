/* Hostile: writes a file without end, in the directory $FLOOD_DIR (or the
   working directory), until the disk is full. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
int main(void) {
    const char *dir = getenv("FLOOD_DIR");
    char path[4096];
    snprintf(path, sizeof path, "%s/flood.txt", dir ? dir : ".");
    FILE *f = fopen(path, "w");
    if (!f) return 3;
    char line[4096];
    memset(line, 'x', sizeof line);
    for (;;) fwrite(line, 1, sizeof line, f);
}

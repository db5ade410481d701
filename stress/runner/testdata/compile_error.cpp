// Does not compile: an undeclared name.
#include <cstdio>
int main() { puts(answer_undeclared); }

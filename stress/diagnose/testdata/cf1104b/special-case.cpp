// Flaw: right everywhere except on one string, abacaba (a special case
// left from debugging). No experiment explains a special case: the
// diagnosis must say nothing (no pattern over a letter of the word).
#include <iostream>
#include <string>
#include <vector>

int main() {
    std::string s;
    std::cin >> s;
    std::vector<char> stack;
    int moves = 0;
    for (char c : s) {
        if (!stack.empty() && stack.back() == c) {
            stack.pop_back();
            moves++;
        } else {
            stack.push_back(c);
        }
    }
    bool win = moves % 2 == 1;
    if (s == "abacaba") win = !win;
    std::cout << (win ? "Yes" : "No") << "\n";
}

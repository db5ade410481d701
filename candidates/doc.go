// Package candidates holds judge programs written in Go for every problem of
// package problem: correct solutions written the way a contestant would (the
// formula, or a small Grundy table), and mutants that plant one of the
// classic contest bugs, so that gamestress can show it finds them.
//
// # Contract
//
// A Candidate is a judge program: Program reads a whole judge input (the
// problem's own multi-case format) and returns the whole output, exactly like
// an external solution. Most candidates are a per-case function wrapped by
// problem.Program; those whose bug lives in I/O or across test cases
// (hdu1846-first-case-only, hdu1536-table-kept, poj2975-xor-not-reset,
// uva10404-stale-table) read the input themselves.
// Candidate.Run makes a candidate a judge.Target: a panic becomes a
// *judge.RunError with verdict RuntimeError.
//
// Kind says what the candidate must do under test:
//   - Correct: agree with the oracle on every valid input.
//   - Buggy: disagree with the oracle (or run out of time) on some valid
//     input. Slow candidates are right but exponential: run them only in a
//     child process under a time limit (gamestress judge), never in-process.
//   - Equivalent: written like a mutant but provably unable to fail (the
//     tests check it on the whole valid range where that range is small);
//     never report it as buggy.
//
// Candidates never ask the oracle: a solver that does proves nothing.
// All lists every candidate, grouped by problem; names are unique and read
// <problem>-<slug>.
//
// # The candidates
//
//	hdu1846-correct            correct    first iff n%(m+1) != 0, with a hand-written fast reader
//	hdu1846-sg-table           correct    Grundy table of take 1..m built per case by mex
//	hdu1846-m-for-m+1          buggy      n%m instead of n%(m+1)
//	hdu1846-flipped            buggy      condition flipped: first iff n%(m+1) == 0
//	hdu1846-misere-rule        buggy      misère Bash rule in a normal-play game: first iff n%(m+1) != 1
//	hdu1846-capitalised        buggy      prints First/Second instead of first/second
//	hdu1846-first-case-only    buggy      reads the count line, then answers only the first case
//	hdu1846-uint8              buggy      n kept in a uint8: wrong for n >= 256
//	hdu1846-no-memo            buggy      exponential game search without memo: right answers, far too slow [slow]
//	hdu2188-correct            correct    Grass iff n%(m+1) != 0
//	hdu2188-words-swapped      buggy      answer words swapped: Rabbit when the first player wins
//	hdu2188-m-for-m+1          buggy      n%m instead of n%(m+1)
//	hdu2149-correct            correct    M <= N: every raise M..N wins; else M%(N+1), or none when 0
//	hdu2149-only-m             buggy      when M <= N prints only M, not every raise M..N
//	hdu2149-no-small-branch    buggy      no M <= N branch: always M%(N+1), so M < N gives only M
//	hdu2149-mod-n              buggy      M%N instead of M%(N+1) when M > N
//	hdu2149-lt-for-le          equivalent M < N instead of M <= N: for M == N the else branch prints M%(M+1) = M, the same
//	hdu1847-correct            correct    Kiki iff n%3 != 0
//	hdu1847-sg-table           correct    win table up to 1000 over the moves 1, 2, 4, ..., 512
//	hdu1847-powers-to-256      equivalent move list stops at 256: still right, the outcome only depends on n%3 (1 and 2 are moves)
//	hdu1847-no-move-1          buggy      move list starts at 2: the move 1 is forgotten
//	hdu1848-correct            correct    Fibo iff G(m)^G(n)^G(p) != 0, G by mex over Fibonacci moves up to 987
//	hdu1848-fib-below-100      buggy      Fibonacci list generated while f < 100: moves 144..987 missing
//	hdu1848-fib-to-610         equivalent Fibonacci list stops at 610: 987 never changes a Grundy value up to 1000
//	hdu1848-marks-not-cleared  buggy      mex marks are not cleared between positions
//	hdu1850-correct            correct    count heaps h with h^X < h, X the XOR of all heaps
//	hdu1850-le-for-lt          buggy      counts h^X <= h: with X = 0 every heap counts
//	hdu1850-uint8              buggy      heaps kept in uint8: truncated above 255
//	hdu1850-int32              equivalent heaps kept in int32: heaps are at most 10^6, so nothing is lost
//	hdu1527-correct            correct    a_k = (k + isqrt(5k^2))/2 with k = b-a, exact integers
//	hdu1527-float64-phi        buggy      a_k = floor(k*phi) with float64 phi: wrong for some k near 10^8 (e.g. k = 102334155)
//	hdu1527-float32-phi        buggy      a_k = floor(k*phi) in float32: wrong from k = 2584 on
//	hdu1527-no-swap            buggy      assumes a <= b: k = b-a goes negative when a > b
//	hdu1536-correct            correct    sort S, mex table up to the largest heap, XOR per position
//	hdu1536-unsorted-break     buggy      move set not sorted, yet the mex loop breaks at the first s > x
//	hdu1536-table-kept         buggy      memoized Grundy table filled once and kept from the previous test case
//	hdu1907-correct            correct    misère Nim: XOR != 0 if a heap is >= 2, else an even number of 1-heaps
//	hdu1907-no-all-ones-rule   buggy      misère Nim without the all-ones rule: John iff XOR != 0
//	hdu1907-all-ones-odd       buggy      all-ones rule with the parity flipped: John iff the 1-heaps are odd
//	hdu2509-correct            correct    misère Nim (Bouton's rule with the all-ones case)
//	hdu2509-normal-rule        buggy      normal-play Nim rule in a misère game: Yes iff XOR != 0
//	hdu2509-upper              buggy      prints YES/NO instead of Yes/No
//	hdu2176-correct            correct    No if XOR is 0, else Yes and a line 'h h^X' for each heap with h^X < h, in input order
//	hdu2176-first-move-only    buggy      prints only the first winning move
//	hdu2176-sorted-moves       buggy      winning moves listed by heap size, not in input order
//	poj2234-correct            correct    Yes iff the XOR of the heaps is not 0
//	poj2234-sum-parity         buggy      Nim by the parity of the sum instead of the XOR
//	poj2234-misere-rule        buggy      misère Nim rule in a normal-play game
//	hdu2147-correct            correct    Wonderful! iff n or m is even
//	hdu2147-both-even          buggy      && for ||: Wonderful! only when n and m are both even
//	hdu2147-flipped            buggy      condition flipped: Wonderful! iff n and m are both odd
//	hdu2147-product-parity     equivalent (n*m)%2 == 0: the same test, n*m <= 4*10^6 cannot overflow
//	hdu1730-correct            correct    I WIN! iff the XOR of |t-j|-1 over the rows is not 0
//	hdu1730-no-minus-one       buggy      XOR of |t-j| (the distance, not the gap)
//	hdu1730-no-abs             buggy      gap t-j-1 without abs: negative when the black piece is left
//	misere-bash-correct        correct    first iff n%(m+1) != 1
//	misere-bash-normal-rule    buggy      normal-play Bash rule in a misère game: first iff n%(m+1) != 0
//	take-range-correct         correct    first iff n%(a+b) >= a
//	take-range-gt-for-ge       buggy      > for >=: first iff n%(a+b) > a
//	take-range-bash-formula    buggy      Bash formula n%(b+1) != 0, ignoring the lower bound a
//	nim-move-correct           correct    take h - (h^X) from the first heap with h^X < h
//	nim-move-last-heap         equivalent takes from the last heap that wins instead of the first (any winning move is accepted)
//	nim-move-prints-target     buggy      prints the heap's new size h^X instead of the number taken
//	nim-move-largest-heap      buggy      always takes from the largest heap (its h^X may be larger than h)
//	nim-move-heaps-from-0      buggy      numbers the heaps from 0
//	a904-correct               correct    move first iff the XOR is not 0; take h - (h^X) from a heap with h^X < h
//	a904-wrong-side            buggy      prints 1 (second) when the XOR is not 0: the meaning of 0 and 1 swapped
//	a904-take-xor              buggy      takes X stones from the first heap holding at least X (a legal move that loses)
//	a904-swapped-reply         buggy      reads the jury's `k x` as heap x, take k
//	a904-no-flush              buggy      never flushes its output
//	a904-xor-kept              buggy      the XOR that picks the side is a global never reset between games
//	abc278g-correct            correct    Grundy values of runs (mex over every removal), then a move to XOR 0
//	abc278g-mirror-always      buggy      always First: remove a middle block, then mirror (fails when L = R and N, L differ in parity)
//	abc278g-reply-as-range     buggy      reads the jury's `a b` as cards a..b instead of b cards from a
//	abc278g-mex-edge           buggy      the mex loop runs off < n-y: a whole run is never removed
//	abc201d-correct            correct    dp from the bottom right: the mover's best margin, the gain of the square moved to minus the opponent's margin from there
//	abc201d-forced-move        buggy      a move off the board counts as a move onto a red square (-1), so a forced move seems to have a choice
//	atcoder-dp-k-correct       correct    win table up to k: win[s] iff some a_i <= s has win[s-a_i] false
//	atcoder-dp-k-one-move-shortcut buggy      one allowed amount: First iff a divides k and k/a is odd (the remainder forgotten)
//	cf1104b-correct            correct    a stack cancels every pair as it forms: Yes iff the number of deletions is odd
//	cf1104b-one-recheck        buggy      after a deletion checks the new neighbours once (the sample's abba), not again: abaaba stops at two
//	cf1194d-correct            correct    k%3 != 0: Bob iff n%3 == 0; else r = n%(k+1), Alice iff r == k or r%3 != 0
//	cf1194d-only-k3            buggy      period k+1 only for k == 3 (the sample's k): k = 6, 9, ... use n%3
//	cf150a-correct             correct    at most one prime factor: 1 0; exactly two: 2; else 1 and the product of the two smallest
//	cf150a-smallest-prime      buggy      moves to the smallest prime factor: the opponent cannot move, and wins
//	cf1537d-correct            correct    odd: Bob; even, not a power of two: Alice; 2^e: Alice iff e is even
//	cf1537d-powers-of-two      buggy      every even n but 2 wins: forgets that 2^odd (8, 32, ...) loses too
//	cf87c-correct              correct    Grundy values by mex over every split (prefix XORs of the values); the least k leaving XOR 0
//	cf87c-least-split          buggy      when the first player wins, prints the least legal k, winning or not
//	hackerrank-chessboard-correct correct    win table of the board filled by increasing x+y (every move lowers x+y)
//	hackerrank-chessboard-row-order buggy      table filled row by row: a move to (x+1, y-2) reads a cell not yet computed
//	lightoj1253-correct        correct    all piles of one stone: the mover wins iff their count is even; else as normal Nim
//	lightoj1253-one-pile-only  buggy      normal Nim with only the single pile of one stone patched for misère
//	lightoj1253-case-from-0    buggy      right winners, but numbers the cases from 0
//	poj1704-correct            correct    sort; pair the chessmen from the right (the first with the edge 0 when n is odd); XOR the gaps
//	poj1704-unsorted           buggy      pairs the cells in input order: never sorts them
//	poj2975-correct            correct    count the piles k with k^X < k, X the XOR of all piles
//	poj2975-xor-not-reset      buggy      the XOR is a global never reset between test cases
//	spoj-ngm-correct           correct    multiples of 10 lose; else 1 and the last digit n%10
//	spoj-ngm-largest-digit     buggy      right winner, but plays the largest digit instead of the last one
//	uva10404-correct           correct    win table 0..n over the line's amounts, rebuilt for every line
//	uva10404-stale-table       buggy      table kept across lines, rebuilt only when m changes, not when the amounts do
//
// The candidates of interactive problems (a904, abc278g) have Play instead
// of Program: Candidate.Interact runs them in-process over an in-memory
// duplex, where both sides reading at once is a deadlock reported as a
// TimeLimit; `gamestress judge NAME` serves them over standard input and
// output.
package candidates

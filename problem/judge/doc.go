// Package judge judges a program's output on the cases of one input:
// Checker holds what judging needs of a problem (its input format, the
// oracle's answer of a case, and how answers are judged) and compares an
// output token by token, judges moves (MoveAnswer, written answers)
// or plays the game as the jury (Protocol). A run's outcome is a Result:
// a typed Verdict and, for a wrong answer, a Mismatch naming the case.
// Target is what runs an input (an in-process candidate or an external
// program). It imports format; never gen.
//
// # Checker
//
// Compare walks the output line by line, skipping blank lines; case i takes
// as many lines as its expected answer has (hdu2176's answer spans several)
// and is compared token by token: words exactly, integers as integers ("007"
// is 7). The first difference is a WrongAnswer Mismatch with the case index
// (from 0), that case's own input, want, got and the first differing token;
// "missing output" and "extra output after the last case" are their own
// findings. With strict, an output whose tokens all match but whose bytes
// differ from the exact expected output (a missing final newline aside) is a
// PresentationError. Check runs a Target on Encode(cases): a *RunError gives
// its verdict, a context deadline of the target's own TimeLimit, any other
// error RuntimeError, and an oracle failure OracleError. A run that ctx cut
// short (ctx ended before or during it, e.g. Ctrl-C) is no verdict on the
// target: Result.Interrupted() reports it, its Err wraps ErrInterrupted and
// ctx.Err(), and its verdict is OracleError, whatever error the run gave (a
// killed process would look like a crash); so a shrinker never accepts it.
//
// # Answers that are moves, and interactive problems
//
// A problem whose answer is a move (MoveAnswer, a special judge) accepts
// any legal move to a P-position, judged by the oracle through a MoveGame
// (HeapMoves, CardRow); Compare explains a wrong one in game terms. An
// interactive problem (Protocol) is played by Check: the target must be
// Interactive; the jury sends each case's position, judges the side and
// every move, answers with its own moves (seeded by the position; CheckJury
// picks another variant), and reports the first mistake with the whole
// dialog in Mismatch.Transcript. CheckSample plays the statement's sample
// interaction through the protocol. AnswerTable and InteractTable are the
// problem file's [answer] and [interact] tables. For any other game (a
// custom one, a catalogue heap game) [answer] write says how a move is
// written: the answer's tokens are matched against the texts of the
// position's moves (custom.CustomGame.Moves lists them all), any winning
// one accepted, a losing one and a non-move told apart; accept is the
// whole check as an expression over the output's tokens and the oracle's
// answer (move_written.go). [interact] write plays a custom impartial
// game with the oracle as the jury (customMoves, interact_custom.go).
//
// # Files, bottom up
//
// Each file uses only files named before it (go run ./scripts/layers
// ./problem/judge): verdict.go, move.go, tokens.go (reading an output's
// lines and tokens), interact_transcript.go, interact_script.go;
// result.go, move_answer.go, move_cards.go, move_written.go; target.go
// (Target, RunTarget); interact.go (Protocol, Channel); checker.go
// (Checker), interact_side.go, move_file.go; compare_detail.go,
// interact_jury.go (the jury's dialog); compare_moves.go,
// interact_sample.go, interact_selfplay.go; compare.go (Compare, Check,
// CheckJury).
package judge

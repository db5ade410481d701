// Package judges runs a user's judge programs, testlib style, in the
// oracle's place: a [Checker] (`checker input output answer`) judges a
// solution's output, an [Interactor] (`interactor input output`) holds the
// dialog with it, relayed to the solution's standard input and output.
// Both are stress.Answers (Options.Answers): every check, shrink, replay
// and saved answer of the engine goes through them.
//
// # Contract
//
// A judge program is untrusted. It runs as a [JudgeProgram]
// (judgeproc.go): under CPU time, address-space, wall-clock and output
// limits ([JudgeLimits]; the zero value of each field its default), in a
// process group of its own killed when the run ends, in an empty working
// folder, its files passed as paths. Its exit code is the verdict: 0 OK,
// 1 WrongAnswer, 2 PresentationError. Anything else it does (exit code 3,
// testlib's _fail, or any other; a crash; a hang; too much output; an
// interactor that outlives the dialog by more than a grace or does not
// answer) is judge.CheckerError or judge.InteractorError with a
// *[JudgeError] naming the program, the input and its last words: never
// the solution's fault, never saved to the corpus, and shrunk like any
// verdict.
//
// The checker's answer file is Checker.Inner's expected output (nil: the
// problem's oracle; [NoAnswers] for a problem without one); the statement's
// sample is checked first ([Checker.CheckSample]: the sample's output must
// be accepted as its own answer). An interactor's
// inputs have no expected output: their saved answer is
// [InteractorAnswer], and a failure's report carries the dialog's
// transcript.
package judges

// Package problems holds the shipped problem files, embedded: the judge
// problems gamestress knows, each declared in the format of
// docs/problem-files.md and read by package problem like a user's file.
package problems

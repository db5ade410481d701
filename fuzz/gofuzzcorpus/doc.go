// Command gofuzzcorpus connects go-fuzz to gamestress's corpus. It is run by
// scripts/gofuzz.sh:
//
//	gofuzzcorpus seed -problem ID -dir WORKDIR/corpus
//	    writes the fuzz seeds of the problem (boundaries and corpus entries,
//	    see fuzz.Fuzzer.Seeds) as go-fuzz corpus files;
//	gofuzzcorpus triage -problem ID -dir WORKDIR/crashers
//	    sends every crasher through the shared shrink-and-save path
//	    (fuzz.Fuzzer.Check) and prints each report.
//
// The candidate is GAMESTRESS_CANDIDATE, the corpus GAMESTRESS_CORPUS (or
// -corpus) and the judge of slow candidates GAMESTRESS_JUDGE, as for the
// fuzz targets. Exit status: 0 when nothing failed, 1
// when a crasher reproduced as a failure (reported), 2 on bad usage or an
// error.
package main

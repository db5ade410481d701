package problem

// sNimProofTries bounds hdu1536's minimality proof: one try costs a
// Sprague-Grundy table up to the largest heap, several times a tuple
// problem's try, and the least inputs with fewer numbers than a failing
// S-Nim test (10^8 of five numbers) are out of reach anyway.
const sNimProofTries = 250_000

// ProofTries is how many inputs below a failing one the shrinker should try
// at most, in size order, to prove it minimal, where a try costs much more
// than usual; 0 means the shrinker's default (stress.DefaultEnumerate).
func (p *Problem) ProofTries() int { return p.spec.proofTries }

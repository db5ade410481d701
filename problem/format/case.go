package format

// Case is one test case: the numbers the judge input gives for it, in input
// order, without the count line or the terminator that the format adds.
// Each problem documents its layout (e.g. hdu1846: [n, m]; hdu1850: the heaps).
type Case []int64

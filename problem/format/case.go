package format

import (
	"strconv"
)

// Case is one test case: the numbers the judge input gives for it, in input
// order, without the count line or the terminator that the format adds.
// Each problem documents its layout (e.g. hdu1846: [n, m]; hdu1850: the heaps).
type Case []int64

// appendNum is strconv.AppendInt in base 10, numbers under 100 written
// without a call: most numbers of an input.
func appendNum(out []byte, v int64) []byte {
	switch {
	case v >= 0 && v < 10:
		return append(out, byte('0'+v))
	case v >= 10 && v < 100:
		return append(out, byte('0'+v/10), byte('0'+v%10))
	}
	return strconv.AppendInt(out, v, 10)
}

package explore

// eachBySize calls f on every tuple t with boxes[i].Lo <= t[i] <= boxes[i].Hi
// in the size order: smaller sum first, then lexicographically smaller. It
// stops early when f returns false, and reports whether it ran to the end.
// f must not keep t.
func eachBySize(boxes []Range, f func(t []int64) bool) bool {
	var lo, hi int64
	for _, b := range boxes {
		lo += b.Lo
		hi += b.Hi
	}
	t := make([]int64, len(boxes))
	for s := lo; s <= hi; s++ {
		if !eachWithSum(boxes, t, 0, s, f) {
			return false
		}
	}
	return true
}

// eachWithSum fills t[i:] with every suffix of sum s inside the boxes, in
// lexicographic order.
func eachWithSum(boxes []Range, t []int64, i int, s int64, f func([]int64) bool) bool {
	if i == len(boxes) {
		return f(t) // the bounds below leave s == 0 here
	}
	var restLo, restHi int64
	for _, b := range boxes[i+1:] {
		restLo += b.Lo
		restHi += b.Hi
	}
	for v := max(boxes[i].Lo, s-restHi); v <= boxes[i].Hi && v <= s-restLo; v++ {
		t[i] = v
		if !eachWithSum(boxes, t, i+1, s-v, f) {
			return false
		}
	}
	return true
}

package gamedef

import "testing"

// TestValuesKey: equal values give one key whatever their Go int type;
// values that %v would print alike give two.
func TestValuesKey(t *testing.T) {
	same := []struct {
		a, b   map[string]any
		reason string
	}{
		{map[string]any{"n": int64(3)}, map[string]any{"n": 3}, "an int is an int whatever its Go type"},
		{map[string]any{"a": []int64{1, 2}}, map[string]any{"a": []any{int64(1), 2}}, "a list of ints, typed or not"},
		{map[string]any{"g": [][]string{{"+", "-"}}}, map[string]any{"g": [][]string{{"+", "-"}}}, "the same grid"},
	}
	for _, tc := range same {
		if valuesKey(tc.a) != valuesKey(tc.b) {
			t.Errorf("%v and %v: two keys, want one (%s)", tc.a, tc.b, tc.reason)
		}
	}
	differ := []struct {
		a, b   map[string]any
		reason string
	}{
		{map[string]any{"s": []string{"a b"}}, map[string]any{"s": []string{"a", "b"}}, "one word with a space, two words: %v prints both [a b]"},
		{map[string]any{"s": []string{"ab", "c"}}, map[string]any{"s": []string{"a", "bc"}}, "the words' lengths count"},
		{map[string]any{"g": [][]string{{"+", "-"}, {"-"}}}, map[string]any{"g": [][]string{{"+"}, {"-", "-"}}}, "the rows' lengths count"},
		{map[string]any{"g": [][]string{{"+", "-"}}}, map[string]any{"g": [][]string{{"+", "+"}}}, "one square differs"},
		{map[string]any{"a": 1, "b": 2}, map[string]any{"a": 2, "b": 1}, "the names count"},
		{map[string]any{"s": "12"}, map[string]any{"s": 12}, "a word of digits is not a number"},
		{map[string]any{"r": []any{map[string]any{"t": 1}}}, map[string]any{"r": []any{map[string]any{"t": 2}}}, "records are keyed by their values"},
	}
	for _, tc := range differ {
		if valuesKey(tc.a) == valuesKey(tc.b) {
			t.Errorf("%v and %v: one key, want two (%s)", tc.a, tc.b, tc.reason)
		}
	}
}

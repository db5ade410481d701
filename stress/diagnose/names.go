package diagnose

import "fmt"

// numberName names number j of a case: the statement's name for a number
// of the case's head ("n"), else its place ("number 3 of the case").
func (b *bench) numberName(j int) string {
	if name, ok := b.statementName(j); ok {
		return name
	}
	return fmt.Sprintf("number %d of the case", j+1)
}

// statementName is the statement's name for number j of a case, when it
// is a number of the case's head; ok is false for an element of a list or
// a letter of a word.
func (b *bench) statementName(j int) (string, bool) {
	for _, bd := range b.p.Bounds() {
		if i, lone, ok := b.p.FieldAt(bd.Name); ok && !lone && i == j {
			return bd.Name, true
		}
	}
	return "", false
}

// others says the failing case's other numbers, for a finding that varies
// one of them: " (m = 3)", "" when there are none or too many to say.
func (b *bench) others(c []int64, j int) string {
	if len(c) < 2 || len(c) > 4 {
		return ""
	}
	s := ""
	for i, v := range c {
		if i == j {
			continue
		}
		if s != "" {
			s += ", "
		}
		s += fmt.Sprintf("%s = %d", b.numberName(i), v)
	}
	return " (" + s + ")"
}

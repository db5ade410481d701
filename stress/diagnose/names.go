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

// numbers says a case's numbers by name: " (n = 700)", " (n = 5, m = 1)",
// a list's length or a counted list's count (" (n = 100)"); "" when there are more than four
// or a number has no name.
func (b *bench) numbers(c []int64) string {
	if b.counted(c) > 0 {
		c = c[:1] // the count
	}
	if bd := b.p.Bounds(); isList(b.p, c) && len(bd) > 0 {
		if _, lone, ok := b.p.FieldAt(bd[0].Name); ok && lone {
			return fmt.Sprintf(" (%s = %d)", bd[0].Name, len(c))
		}
	}
	if len(c) > 4 {
		return ""
	}
	s := ""
	for i, v := range c {
		name, ok := b.statementName(i)
		if !ok {
			return ""
		}
		if s != "" {
			s += ", "
		}
		s += fmt.Sprintf("%s = %d", name, v)
	}
	return " (" + s + ")"
}

package runner

import (
	"errors"
	"strings"
)

// javaMainClass reads Java source and returns the binary name of the class
// that declares `static void main` (package-qualified, Outer$Inner for a
// nested class), preferring the public top-level class when several do, or
// else the public top-level class (it may inherit main); and the name of the public top-level class ("" if none), which javac demands
// as the file name.
func javaMainClass(src string) (class, public string, err error) {
	toks := javaTokens(src)
	var (
		pkg, pending string
		mains        []string
		stack        []javaFrame
		depth, from  int // from: first token of the current declaration
	)
	for i, t := range toks {
		switch t {
		case "{":
			depth++
			if pending != "" {
				stack = append(stack, javaFrame{pending, depth})
				pending = ""
			}
			from = i + 1
		case "}":
			if n := len(stack); n > 0 && stack[n-1].depth == depth {
				stack = stack[:n-1]
			}
			depth--
			from = i + 1
		case ";":
			from = i + 1
		case "package":
			if depth == 0 {
				pkg = javaQualified(toks[i+1:])
			}
		case "class", "interface", "enum", "record":
			if i+1 < len(toks) && isJavaIdent(toks[i+1]) && (i == 0 || toks[i-1] != ".") {
				pending = toks[i+1]
				if depth == 0 && javaHas(toks[from:i], "public") {
					public = pending
				}
			}
		case "main":
			if i > 0 && i+1 < len(toks) && toks[i-1] == "void" && toks[i+1] == "(" && javaHas(toks[from:i], "static") && len(stack) > 0 {
				mains = append(mains, javaBinaryName(stack))
			}
		}
	}
	class = pickMain(mains, public)
	if class == "" {
		return "", public, errors.New("no class declares static void main(String[]) and no class is public")
	}
	if pkg != "" {
		class = pkg + "." + class
	}
	return class, public, nil
}

// javaFrame is a class body open at brace depth.
type javaFrame struct {
	name  string
	depth int
}

func javaBinaryName(stack []javaFrame) string {
	names := make([]string, len(stack))
	for i, f := range stack {
		names[i] = f.name
	}
	return strings.Join(names, "$")
}

// pickMain chooses among the classes declaring main.
func pickMain(mains []string, public string) string {
	for _, m := range mains {
		if m == public {
			return m
		}
	}
	if len(mains) > 0 {
		return mains[0]
	}
	return public
}

// javaQualified reads "a . b . c ;" as "a.b.c".
func javaQualified(toks []string) string {
	var b strings.Builder
	for _, t := range toks {
		if t == ";" {
			break
		}
		b.WriteString(t)
	}
	return b.String()
}

func javaHas(toks []string, word string) bool {
	for _, t := range toks {
		if t == word {
			return true
		}
	}
	return false
}

func isJavaIdent(t string) bool {
	return t != "" && (isJavaLetter(t[0]))
}

func isJavaLetter(c byte) bool {
	return c == '_' || c == '$' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= 0x80
}

// javaTokens splits source into identifiers and the punctuation { } ( ) ; .
// with comments and string, text-block and char literals removed.
func javaTokens(src string) []string {
	var toks []string
	for i := 0; i < len(src); {
		c := src[i]
		switch {
		case strings.HasPrefix(src[i:], "//"):
			i = skipPast(src, i+2, "\n")
		case strings.HasPrefix(src[i:], "/*"):
			i = skipPast(src, i+2, "*/")
		case strings.HasPrefix(src[i:], `"""`):
			i = skipPast(src, i+3, `"""`)
		case c == '"' || c == '\'':
			i = skipQuoted(src, i+1, c)
		case isJavaLetter(c):
			j := i + 1
			for j < len(src) && (isJavaLetter(src[j]) || src[j] >= '0' && src[j] <= '9') {
				j++
			}
			toks = append(toks, src[i:j])
			i = j
		case strings.IndexByte("{}();.", c) >= 0:
			toks = append(toks, src[i:i+1])
			i++
		default:
			i++
		}
	}
	return toks
}

// skipPast is the index just after the next end at or after i (or len(src)).
func skipPast(src string, i int, end string) int {
	if k := strings.Index(src[i:], end); k >= 0 {
		return i + k + len(end)
	}
	return len(src)
}

// skipQuoted is the index just after the closing quote q, honouring escapes.
func skipQuoted(src string, i int, q byte) int {
	for i < len(src) {
		switch src[i] {
		case '\\':
			i += 2
		case q, '\n':
			return i + 1
		default:
			i++
		}
	}
	return len(src)
}

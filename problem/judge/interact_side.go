package judge

import (
	"github.com/gamestress/gamestress/problem/format"
)

// sideAnswer is the answer of an interactive case: the side that wins.
func SideAnswer(proto *Protocol) func(c format.Case) (string, error) {
	return func(c format.Case) (string, error) {
		g, pos, err := proto.Game(c)
		if err != nil {
			return "", err
		}
		v, err := g.Grundy(pos)
		if err != nil {
			return "", err
		}
		if v == 0 {
			return proto.Second, nil
		}
		return proto.First, nil
	}
}

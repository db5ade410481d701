package problem

// sideAnswer is the answer of an interactive case: the side that wins.
func sideAnswer(proto *Protocol) func(c Case) (string, error) {
	return func(c Case) (string, error) {
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

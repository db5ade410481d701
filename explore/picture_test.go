package explore

import (
	"bytes"
	"encoding/xml"
	"image"
	"image/color"
	"image/png"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/gamestress/gamestress/oracle"
)

func decodePNG(t *testing.T, b []byte) image.Image {
	t.Helper()
	img, err := png.Decode(bytes.NewReader(b))
	if err != nil {
		t.Fatalf("decoding the PNG: %v", err)
	}
	return img
}

func rgba(c color.Color) color.RGBA {
	r, g, b, a := c.RGBA()
	return color.RGBA{R: uint8(r >> 8), G: uint8(g >> 8), B: uint8(b >> 8), A: uint8(a >> 8)}
}

// checkSize asserts the PNG has the picture's size at the PNG resolution.
func checkSize(t *testing.T, pic *Picture, img image.Image) {
	t.Helper()
	w, h := pic.Size()
	want := image.Pt(int(float64(w)*dpi/72+0.5), int(float64(h)*dpi/72+0.5))
	if got := img.Bounds().Size(); got != want {
		t.Errorf("PNG size %v, want %v", got, want)
	}
}

// TestPictureBashGrid checks every cell's centre: dark exactly where the
// oracle says P (the m+1 stripes), pale where it says N.
func TestPictureBashGrid(t *testing.T) {
	v := View{Game: "bash", From: 0, To: 40, Span: "m", SpanRange: Span(1, 12)}
	pic, err := PictureOf(v)
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	lay, err := pic.Encode(&buf, PNG)
	if err != nil {
		t.Fatal(err)
	}
	img := decodePNG(t, buf.Bytes())
	checkSize(t, pic, img)
	for m := int64(1); m <= 12; m++ {
		for n := int64(0); n <= 40; n++ {
			o, err := Outcome("bash", oracle.Params{M: m}, oracle.Normal, []int64{n})
			if err != nil {
				t.Fatal(err)
			}
			want := ColorN
			if o == oracle.P {
				want = ColorP
			}
			pt := lay.Pixel(float64(n), float64(m))
			if got := rgba(img.At(pt.X, pt.Y)); got != want {
				t.Fatalf("n=%d m=%d (%v) at pixel %v: colour %v, want %v", n, m, o, pt, got, want)
			}
		}
	}
}

// TestPictureStrip checks the Grundy strip of S = {1,3,4}: the cell of
// (n, G(n)) is coloured (dark for G = 0), the others in its column blank,
// and the period's marks are drawn between cells.
func TestPictureStrip(t *testing.T) {
	v := View{Game: "subtraction", Params: oracle.Params{Moves: []int64{1, 3, 4}}, To: 20}
	pic, err := PictureOf(v)
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	lay, err := pic.Encode(&buf, PNG)
	if err != nil {
		t.Fatal(err)
	}
	img := decodePNG(t, buf.Bytes())
	checkSize(t, pic, img)
	white := color.RGBA{255, 255, 255, 255}
	rows := len(pic.Cells)
	for n := int64(0); n <= 20; n++ {
		g, err := Grundy("subtraction", v.Params, []int64{n})
		if err != nil {
			t.Fatal(err)
		}
		for y := range rows {
			want := white
			switch {
			case y == g && g == 0:
				want = ColorP
			case y == g:
				want = ColorGrundy
			}
			pt := lay.Pixel(float64(n), float64(y))
			if got := rgba(img.At(pt.X, pt.Y)); got != want {
				t.Errorf("n=%d row %d (G=%d): colour %v, want %v", n, y, g, got, want)
			}
		}
	}
	per, ok := oracle.HeapPeriod(oracle.Subtraction(v.Params.Moves), oracle.Normal)
	if !ok {
		t.Fatal("no certified period for {1,3,4}")
	}
	// A mark sits on the boundary before n = preperiod + period, over a
	// blank cell of the top row (G = 3 only at n = 5, 12, 19).
	x := per.Preperiod + per.Period
	pt := lay.Pixel(float64(x)-0.5, float64(rows-1))
	if got := rgba(img.At(pt.X, pt.Y)); got != ColorPeriod {
		t.Errorf("period mark at n = %d: colour %v at %v, want %v", x, got, pt, ColorPeriod)
	}
	if !strings.Contains(pic.MarkLabel, "period 7") {
		t.Errorf("legend %q does not name the period", pic.MarkLabel)
	}
}

func TestPictureSVGAndFiles(t *testing.T) {
	dir := t.TempDir()
	for _, v := range []View{
		{Game: "wythoff", To: 30},
		{Game: "misere-bash", Params: oracle.Params{M: 3}, To: 30},
		{Game: "octal", Params: oracle.Params{Code: "0.77"}, To: 40},
		{Game: "take-range", Params: oracle.Params{B: 5}, To: 30, Span: "a", SpanRange: Span(1, 7)},
	} {
		pic, err := PictureOf(v)
		if err != nil {
			t.Fatalf("%s: %v", v.Describe(), err)
		}
		svgPath := filepath.Join(dir, v.Game+".svg")
		if _, err := pic.WriteFile(svgPath); err != nil {
			t.Fatal(err)
		}
		b, err := os.ReadFile(svgPath)
		if err != nil {
			t.Fatal(err)
		}
		root, texts := parseSVG(t, b)
		if root != "svg" || !strings.Contains(texts, pic.Classes[0].Name) || !strings.Contains(texts, pic.XLabel) {
			t.Errorf("%s: root <%s>, texts %q: want <svg> with the legend and the axis label", v.Describe(), root, texts)
		}
		pngPath := filepath.Join(dir, v.Game+".png")
		if _, err := pic.WriteFile(pngPath); err != nil {
			t.Fatal(err)
		}
		b, _ = os.ReadFile(pngPath)
		checkSize(t, pic, decodePNG(t, b))
	}
	pic, _ := PictureOf(View{Game: "wythoff", To: 5})
	if _, err := pic.WriteFile(filepath.Join(dir, "x.gif")); err == nil {
		t.Errorf("a .gif picture: no error")
	}
	entries, _ := os.ReadDir(dir)
	if len(entries) != 8 {
		var names []string
		for _, e := range entries {
			names = append(names, e.Name())
		}
		t.Errorf("files left: %v; want the 8 pictures and no temporary file", names)
	}
}

// parseSVG decodes the whole document as XML and returns the root element's
// name and the text of every <text> element.
func parseSVG(t *testing.T, b []byte) (root string, texts string) {
	t.Helper()
	d := xml.NewDecoder(bytes.NewReader(b))
	var sb strings.Builder
	inText := false
	for {
		tok, err := d.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatalf("SVG is not XML: %v", err)
		}
		switch tk := tok.(type) {
		case xml.StartElement:
			if root == "" {
				root = tk.Name.Local
			}
			inText = tk.Name.Local == "text"
		case xml.CharData:
			if inText {
				sb.Write(tk)
				sb.WriteByte('|')
			}
		case xml.EndElement:
			inText = false
		}
	}
	return root, sb.String()
}

func TestRowsOf(t *testing.T) {
	rows := RowsOf(30, 120, 34, 53)
	if len(rows) != 3 || rows[0].Start != 19 || rows[1].Start != 53 {
		t.Fatalf("rows %+v", rows)
	}
	seen := 0
	for _, r := range rows {
		if (r.Start-53)%34 != 0 {
			t.Errorf("row at %d not aligned on 53 mod 34", r.Start)
		}
		for c, i := range r.Index {
			if i >= 0 {
				if r.Start+int64(c) != 30+int64(i) {
					t.Errorf("row %d column %d holds index %d", r.Start, c, i)
				}
				seen++
			}
		}
	}
	if seen != 91 {
		t.Errorf("%d cells, want every n of 30..120 once", seen)
	}
}

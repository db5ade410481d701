package explore

import (
	"fmt"
	"image"
	"image/color"
	"io"
	"math"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"
	"gonum.org/v1/plot/vg/vgimg"
	"gonum.org/v1/plot/vg/vgsvg"
)

// Picture is a grid of classified cells to draw: cell (col, row) sits at
// data coordinates (X0+col, Y0+row) and shows Classes[Cells[row][col]]
// (a negative class leaves it blank).
type Picture struct {
	Title          string
	XLabel, YLabel string
	X0, Y0         int64
	Cells          [][]int
	Classes        []Class
	// YNames, when set, labels row r with YNames[r] instead of its number.
	YNames []string
	// Marks are vertical lines between cells, at x - 0.5 for each x (the
	// certified period), named in the legend by MarkLabel.
	Marks     []int64
	MarkLabel string
}

// Class is one kind of cell: its legend name and colour.
type Class struct {
	Name  string
	Color color.RGBA
}

// The colours of the pictures: P positions dark, N light.
var (
	ColorP      = color.RGBA{R: 0x1f, G: 0x3a, B: 0x93, A: 0xff} // dark blue
	ColorN      = color.RGBA{R: 0xdd, G: 0xe6, B: 0xf5, A: 0xff} // pale blue
	ColorGrundy = color.RGBA{R: 0xe0, G: 0x7b, B: 0x22, A: 0xff} // orange: a non-zero Grundy value
	ColorPeriod = color.RGBA{R: 0xd6, G: 0x27, B: 0x28, A: 0xff} // red: the period's marks
)

// Format is an output format of Encode.
type Format string

const (
	PNG Format = "png"
	SVG Format = "svg"
)

// dpi is the PNG resolution (pixels per inch; a point is 1/72 inch).
const dpi = 96

// Size is the picture's size in points: about 7 points per cell, within
// 480..1600 × 300..1100, plus room for the legend.
func (pic *Picture) Size() (w, h vg.Length) {
	rows, cols := pic.dims()
	w = vg.Length(min(max(7*cols+260, 480), 1600))
	h = vg.Length(min(max(7*rows+110, 300), 1100))
	return w, h
}

func (pic *Picture) dims() (rows, cols int) {
	rows = len(pic.Cells)
	if rows > 0 {
		cols = len(pic.Cells[0])
	}
	return rows, cols
}

// Layout maps data coordinates to pixels of an encoded PNG.
type Layout struct {
	data   draw.Canvas
	x, y   func(float64) vg.Length
	height vg.Length
}

// Pixel is the PNG pixel at data coordinates (x, y) (a cell's centre for
// integers).
func (l Layout) Pixel(x, y float64) image.Point {
	px := float64(l.x(x)) * dpi / 72
	py := float64(l.height-l.y(y)) * dpi / 72
	return image.Point{X: int(math.Floor(px)), Y: int(math.Floor(py))}
}

// Encode draws the picture in format to w.
func (pic *Picture) Encode(w io.Writer, format Format) (Layout, error) {
	width, height := pic.Size()
	var c vg.CanvasWriterTo
	switch format {
	case PNG:
		c = vgimg.PngCanvas{Canvas: vgimg.NewWith(vgimg.UseWH(width, height), vgimg.UseDPI(dpi))}
	case SVG:
		c = vgsvg.New(width, height)
	default:
		return Layout{}, fmt.Errorf("unknown picture format %q (png or svg)", format)
	}
	l, err := pic.draw(draw.New(c))
	if err != nil {
		return Layout{}, err
	}
	l.height = height
	_, err = c.WriteTo(w)
	return l, err
}

// WriteFile writes the picture atomically: to a temporary file in the same
// directory, then renamed over path. The format is path's extension.
func (pic *Picture) WriteFile(path string) (Layout, error) {
	format := Format(strings.ToLower(filepath.Ext(path)))
	if len(format) > 0 {
		format = format[1:]
	}
	f, err := os.CreateTemp(filepath.Dir(path), "."+filepath.Base(path)+".tmp*")
	if err != nil {
		return Layout{}, err
	}
	defer os.Remove(f.Name()) // no-op after the rename
	l, err := pic.Encode(f, format)
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return Layout{}, err
	}
	if err := os.Chmod(f.Name(), 0o644); err != nil {
		return Layout{}, err
	}
	return l, os.Rename(f.Name(), path)
}

// legendWidth is the strip on the right that holds the legend.
const legendWidth = 170

func (pic *Picture) draw(c draw.Canvas) (Layout, error) {
	rows, cols := pic.dims()
	if rows == 0 || cols == 0 {
		return Layout{}, fmt.Errorf("nothing to draw: an empty grid")
	}
	p := plot.New()
	p.Title.Text = pic.Title
	p.X.Label.Text, p.Y.Label.Text = pic.XLabel, pic.YLabel
	p.X.Tick.Marker = intTicks{}
	p.Y.Tick.Marker = intTicks{}
	if pic.YNames != nil {
		var ticks plot.ConstantTicks
		for r, name := range pic.YNames {
			ticks = append(ticks, plot.Tick{Value: float64(pic.Y0) + float64(r), Label: name})
		}
		p.Y.Tick.Marker = ticks
	}
	hm := plotter.NewHeatMap(cellGrid{pic}, classPalette(pic.Classes))
	hm.Min, hm.Max = 0, float64(max(len(pic.Classes)-1, 1))
	p.Add(hm)
	legend := plot.NewLegend()
	legend.Top, legend.Left = true, true
	legend.Padding = vg.Points(4)
	for _, cl := range pic.Classes {
		legend.Add(cl.Name, swatch(cl.Color))
	}
	if pic.MarkLabel != "" {
		thumb := &plotter.Line{LineStyle: draw.LineStyle{Color: ColorPeriod, Width: vg.Points(1.5), Dashes: []vg.Length{vg.Points(4), vg.Points(2)}}}
		legend.Add(pic.MarkLabel, thumb)
		for _, x := range pic.Marks {
			line, err := plotter.NewLine(plotter.XYs{{X: float64(x) - 0.5, Y: float64(pic.Y0) - 0.5}, {X: float64(x) - 0.5, Y: float64(pic.Y0) + float64(rows) - 0.5}})
			if err != nil {
				return Layout{}, err
			}
			line.LineStyle = thumb.LineStyle
			p.Add(line)
		}
	}
	plotArea := draw.Crop(c, 0, -legendWidth, 0, 0)
	legendArea := draw.Crop(c, c.Max.X-c.Min.X-legendWidth+10, 0, 0, -30)
	p.Draw(plotArea)
	legend.Draw(legendArea)
	data := p.DataCanvas(plotArea)
	x, y := p.Transforms(&data)
	return Layout{data: data, x: x, y: y}, nil
}

// cellGrid is a Picture as the heat map's grid; blank cells are NaN.
type cellGrid struct{ pic *Picture }

func (g cellGrid) Dims() (c, r int) { r, c = g.pic.dims(); return c, r }
func (g cellGrid) Z(c, r int) float64 {
	if v := g.pic.Cells[r][c]; v >= 0 {
		return float64(v)
	}
	return math.NaN()
}
func (g cellGrid) X(c int) float64 { return float64(g.pic.X0) + float64(c) }
func (g cellGrid) Y(r int) float64 { return float64(g.pic.Y0) + float64(r) }

// classPalette is the classes' colours, in order (a heat map palette).
type classPalette []Class

func (p classPalette) Colors() []color.Color {
	out := make([]color.Color, max(len(p), 2))
	for i := range out {
		out[i] = color.White
	}
	for i, c := range p {
		out[i] = c.Color
	}
	return out
}

// swatch is a legend thumbnail: a filled square of its colour.
type swatch color.RGBA

func (s swatch) Thumbnail(c *draw.Canvas) {
	r := c.Rectangle
	c.FillPolygon(color.RGBA(s), []vg.Point{r.Min, {X: r.Min.X, Y: r.Max.Y}, r.Max, {X: r.Max.X, Y: r.Min.Y}})
}

// intTicks marks integers only, at a step of 1, 2 or 5 times a power of
// ten that gives at most about ten labelled ticks.
type intTicks struct{}

func (intTicks) Ticks(lo, hi float64) []plot.Tick {
	span := hi - lo
	step := 1.0
	for span/step > 10 {
		switch s := step / math.Pow(10, math.Floor(math.Log10(step))); {
		case s < 2:
			step *= 2
		case s < 5:
			step = step / 2 * 5
		default:
			step *= 2
		}
	}
	var ticks []plot.Tick
	for v := math.Ceil(lo/step) * step; v <= hi; v += step {
		v += 0 // no "-0"
		ticks = append(ticks, plot.Tick{Value: v, Label: strconv.FormatInt(int64(v), 10)})
	}
	return ticks
}

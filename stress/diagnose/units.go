package diagnose

import (
	"fmt"
	"strings"
	"time"
)

// mib is "64 MiB", "12.5 MiB".
func mib(b int64) string {
	if b%(1<<20) == 0 {
		return fmt.Sprintf("%d MiB", b>>20)
	}
	return fmt.Sprintf("%.1f MiB", float64(b)/(1<<20))
}

// seconds is "1 s", "0.5 s".
func seconds(d time.Duration) string {
	return strings.TrimSuffix(strings.TrimRight(fmt.Sprintf("%.2f", d.Seconds()), "0"), ".") + " s"
}

// cpuText is a CPU time for the text: "3 ms", "0.25 s".
func cpuText(sec float64) string {
	if sec < 0.1 {
		return fmt.Sprintf("%.0f ms", sec*1000)
	}
	return fmt.Sprintf("%.2f s", sec)
}

package importer

import (
	"net/url"
	"regexp"
	"strings"
)

// hostJudges maps a judge's hosts to its preset in problem/judge.go. A host
// matches itself and its subdomains (m1.codeforces.com).
var hostJudges = []struct{ host, judge string }{
	{"codeforces.com", "codeforces"},
	{"codeforc.es", "codeforces"},
	{"atcoder.jp", "atcoder"},
	{"acm.hdu.edu.cn", "hdu"},
	{"poj.org", "poj"},
	{"spoj.com", "spoj"},
	{"onlinejudge.org", "uva"},
	{"lightoj.com", "lightoj"},
	{"cses.fi", "cses"},
}

// judgeOf is the preset of the URL's host, or "" and the host.
func judgeOf(u *url.URL) (judge, host string) {
	host = strings.ToLower(u.Hostname())
	for _, h := range hostJudges {
		if host == h.host || strings.HasSuffix(host, "."+h.host) {
			return h.judge, host
		}
	}
	return "", host
}

var (
	reCodeforces = regexp.MustCompile(`^/(?:contest|gym)/(\d+)/problem/([A-Za-z]\d?)/?$|^/problemset/problem/(\d+)/([A-Za-z]\d?)/?$`)
	reAtCoder    = regexp.MustCompile(`^/contests/[^/]+/tasks/([A-Za-z0-9_]+)/?$`)
	reCSES       = regexp.MustCompile(`^/problemset/task/(\d+)/?$`)
	reSPOJ       = regexp.MustCompile(`^/problems/([A-Za-z0-9_]+)/?$`)
	reContestIdx = regexp.MustCompile(`^[a-z]+\d+_[a-z]\d?$`) // abc278_g
)

// codeOf is the problem's code as the shipped problems name it (cf1194d,
// abc278g, hdu1846, poj2234, cses1097, spoj-ngm), or "" when the URL is
// not one we know how to read.
func codeOf(judge string, u *url.URL) string {
	q := u.Query()
	switch judge {
	case "codeforces":
		if m := reCodeforces.FindStringSubmatch(u.Path); m != nil {
			return strings.ToLower("cf" + m[1] + m[2] + m[3] + m[4])
		}
	case "atcoder":
		if m := reAtCoder.FindStringSubmatch(u.Path); m != nil {
			t := strings.ToLower(m[1])
			if reContestIdx.MatchString(t) {
				return strings.ReplaceAll(t, "_", "")
			}
			return "atcoder-" + slug(t, 30)
		}
	case "hdu":
		if pid := q.Get("pid"); pid != "" && isDigits(pid) {
			return "hdu" + pid
		}
	case "poj":
		if id := q.Get("id"); id != "" && isDigits(id) {
			return "poj" + id
		}
	case "cses":
		if m := reCSES.FindStringSubmatch(u.Path); m != nil {
			return "cses" + m[1]
		}
	case "spoj":
		if m := reSPOJ.FindStringSubmatch(u.Path); m != nil {
			return "spoj-" + slug(m[1], 30)
		}
	}
	return ""
}

func isDigits(s string) bool {
	for _, r := range s {
		if r < '0' || r > '9' {
			return false
		}
	}
	return s != ""
}

// idOf is the problem's id: its code where the URL gives one, else the
// name in lower case with dashes; "problem" when neither gives anything.
func idOf(name string, u *url.URL, judge string) string {
	if u != nil {
		if c := codeOf(judge, u); c != "" {
			return c
		}
	}
	if s := slug(name, 40); s != "" {
		return s
	}
	return "problem"
}

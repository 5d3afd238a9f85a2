module github.com/weburl/weburl

go 1.27

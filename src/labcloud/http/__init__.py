"""labcloud's HTTP/1.1 server: connections parsed by httptools, answered by :meth:`LabcloudApp.respond`.

``connection`` owns one client connection (parsing, pipelining, keep-alive, flow control),
``body`` a request body streamed to the operation while it arrives (S3 uploads), ``head`` the
encoding of a response's status line and headers, ``listener`` the listening socket, the event
loop and a graceful stop, ``eager`` the answers started at once (a Task only for one that waits).
"""

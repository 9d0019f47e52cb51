"""What a Python sandbox runs first: ``*.localhost`` names resolve to loopback, then awslambdaric starts.

Run as a script inside a sandbox (``python -S -s pyboot.py module.function``); it imports nothing from
labcloud. RFC 6761 reserves ``localhost`` and every name under it for loopback, and labcloud's
endpoints carry such names (``<api-id>.execute-api.localhost``), but a resolver without that rule
(glibc's files and dns) fails them; so a lookup of such a name answers 127.0.0.1, where labcloud
listens. ``pyruntime.py`` (the pure-Python loop) calls :func:`resolve_localhost` the same way.
"""

import socket
import sys


def resolve_localhost():
    real = socket.getaddrinfo

    def getaddrinfo(host, port, family=0, type=0, proto=0, flags=0):  # noqa: A002 - socket's names
        name = host.decode("ascii", "replace") if isinstance(host, bytes) else host
        if isinstance(name, str) and name.lower().rstrip(".").endswith(".localhost"):
            host = "127.0.0.1"
        return real(host, port, family, type, proto, flags)

    socket.getaddrinfo = getaddrinfo


if __name__ == "__main__":
    if len(sys.argv) < 2:
        sys.exit("usage: pyboot.py module.function")
    import runpy

    resolve_localhost()
    runpy.run_module("awslambdaric", run_name="__main__", alter_sys=True)

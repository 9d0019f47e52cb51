"""A loopback HTTP endpoint for the API destination tests: records every request and answers the status
codes it is told to, in order (then 200); ``/token`` answers an OAuth client-credentials token."""

from __future__ import annotations

import json
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any


class Endpoint:
    def __init__(self) -> None:
        self.requests: list[dict[str, Any]] = []
        self.statuses: list[int] = []
        outer = self

        class Handler(BaseHTTPRequestHandler):
            def _answer(self) -> None:
                length = int(self.headers.get("content-length") or 0)
                body = self.rfile.read(length) if length else b""
                outer.requests.append(
                    {
                        "method": self.command,
                        "path": self.path,
                        "headers": {k.lower(): v for k, v in self.headers.items()},
                        "body": body.decode(),
                    }
                )
                if self.path.startswith("/token"):
                    answer = json.dumps({"access_token": "tok-123", "expires_in": 3600}).encode()
                    status = 200
                else:
                    status = outer.statuses.pop(0) if outer.statuses else 200
                    answer = b"{}"
                self.send_response(status)
                self.send_header("content-length", str(len(answer)))
                self.end_headers()
                self.wfile.write(answer)

            do_GET = do_POST = do_PUT = do_DELETE = _answer

            def log_message(self, *args: Any) -> None:
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}"
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def calls(self, path_prefix: str = "/", count: int = 1, timeout: float = 10.0) -> list[dict[str, Any]]:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            found = [r for r in self.requests if r["path"].startswith(path_prefix)]
            if len(found) >= count:
                return found
            time.sleep(0.05)
        return [r for r in self.requests if r["path"].startswith(path_prefix)]

    def close(self) -> None:
        self.server.shutdown()
        self.server.server_close()

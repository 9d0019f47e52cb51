"""A local HTTPS endpoint for Firehose's HTTP endpoint destination, started by a test (Firehose's model
takes https URLs only; the certificate is a fresh self-signed one, which labcloud does not verify on
loopback; ``tls=False``: plain HTTP, which labcloud takes on loopback only): it records every request (headers and decoded body) and answers as told (echo the requestId,
a 500, a wrong id)."""

from __future__ import annotations

import datetime as dt
import gzip
import json
import ssl
import tempfile
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any


class Receiver:
    def __init__(self, tls: bool = True) -> None:
        self.requests: list[dict[str, Any]] = []
        #: "echo" (200 with the requestId), "error" (500), "wrong-id" (200 with another requestId)
        self.mode = "echo"
        #: Cleared: requests are held (recorded, unanswered) until it is set again.
        self.answering = threading.Event()
        self.answering.set()
        receiver = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self) -> None:  # noqa: N802 - http.server's name
                raw = self.rfile.read(int(self.headers.get("Content-Length") or 0))
                data = gzip.decompress(raw) if self.headers.get("Content-Encoding") == "gzip" else raw
                document = json.loads(data)
                receiver.requests.append({"path": self.path, "headers": dict(self.headers), "body": document})
                receiver.answering.wait(30)
                if receiver.mode == "error":
                    status, answer = 500, {"requestId": document["requestId"], "errorMessage": "boom"}
                elif receiver.mode == "wrong-id":
                    status, answer = 200, {"requestId": "not-it", "timestamp": 1}
                else:
                    status, answer = 200, {"requestId": document["requestId"], "timestamp": 1}
                out = json.dumps(answer).encode()
                self.send_response(status)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(out)))
                self.end_headers()
                self.wfile.write(out)

            def log_message(self, *args: Any) -> None:
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.certs = tempfile.TemporaryDirectory()
        self.scheme = "https" if tls else "http"
        if tls:
            context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
            context.load_cert_chain(*_self_signed(Path(self.certs.name)))
            self.server.socket = context.wrap_socket(self.server.socket, server_side=True)
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)

    @property
    def url(self) -> str:
        return f"{self.scheme}://127.0.0.1:{self.server.server_address[1]}/ingest?token=t"

    def __enter__(self) -> Receiver:
        self.thread.start()
        return self

    def __exit__(self, *exc: Any) -> None:
        self.answering.set()
        self.server.shutdown()
        self.server.server_close()
        self.certs.cleanup()

    def wait(self, count: int, timeout: float = 15.0, advance: Any = None) -> list[dict[str, Any]]:
        deadline = time.monotonic() + timeout
        while len(self.requests) < count and time.monotonic() < deadline:
            if advance is not None:
                advance()
            time.sleep(0.1)
        return list(self.requests)


def _self_signed(folder: Path) -> tuple[str, str]:
    from cryptography import x509
    from cryptography.hazmat.primitives import hashes, serialization
    from cryptography.hazmat.primitives.asymmetric import ec
    from cryptography.x509.oid import NameOID

    key = ec.generate_private_key(ec.SECP256R1())
    name = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, "127.0.0.1")])
    now = dt.datetime.now(dt.timezone.utc)
    cert = (
        x509.CertificateBuilder()
        .subject_name(name)
        .issuer_name(name)
        .public_key(key.public_key())
        .serial_number(x509.random_serial_number())
        .not_valid_before(now - dt.timedelta(minutes=5))
        .not_valid_after(now + dt.timedelta(days=1))
        .sign(key, hashes.SHA256())
    )
    cert_path, key_path = folder / "cert.pem", folder / "key.pem"
    cert_path.write_bytes(cert.public_bytes(serialization.Encoding.PEM))
    key_path.write_bytes(
        key.private_bytes(
            serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8, serialization.NoEncryption()
        )
    )
    return str(cert_path), str(key_path)

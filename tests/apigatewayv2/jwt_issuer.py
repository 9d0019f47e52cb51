"""A token issuer for JWT authorizer tests: RSA keys, an OpenID discovery document and its JSON Web Key
Set served from a loopback HTTP server in the test, and RS256 tokens signed with ``cryptography``."""

from __future__ import annotations

import base64
import json
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

from cryptography.hazmat.primitives import hashes
from cryptography.hazmat.primitives.asymmetric import padding, rsa


def b64(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode("ascii")


class Issuer:
    """Serves ``/.well-known/openid-configuration`` and ``/jwks.json``; counts the key set's fetches."""

    def __init__(self) -> None:
        self.keys = {"k1": rsa.generate_private_key(public_exponent=65537, key_size=2048)}
        self.published = ["k1"]
        self.jwks_fetches = 0
        issuer = self

        class Handler(BaseHTTPRequestHandler):
            def do_GET(self) -> None:  # noqa: N802 - http.server's name
                if self.path == "/.well-known/openid-configuration":
                    doc: Any = {"issuer": issuer.url, "jwks_uri": f"{issuer.url}/jwks.json"}
                elif self.path == "/jwks.json":
                    issuer.jwks_fetches += 1
                    doc = {"keys": [issuer.jwk(kid) for kid in issuer.published]}
                else:
                    self.send_error(404)
                    return
                body = json.dumps(doc).encode()
                self.send_response(200)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)

            def log_message(self, *args: Any) -> None:
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}"
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def close(self) -> None:
        self.server.shutdown()
        self.server.server_close()

    def add_key(self, kid: str, *, publish: bool = True) -> None:
        self.keys[kid] = rsa.generate_private_key(public_exponent=65537, key_size=2048)
        if publish:
            self.published.append(kid)

    def jwk(self, kid: str) -> dict[str, str]:
        numbers = self.keys[kid].public_key().public_numbers()
        return {
            "kty": "RSA",
            "kid": kid,
            "use": "sig",
            "alg": "RS256",
            "n": b64(numbers.n.to_bytes((numbers.n.bit_length() + 7) // 8, "big")),
            "e": b64(numbers.e.to_bytes(3, "big")),
        }

    def token(
        self, claims: dict[str, Any] | None = None, *, kid: str = "k1", alg: str = "RS256", **extra: Any
    ) -> str:
        now = int(time.time())
        body: dict[str, Any] = {
            "iss": self.url,
            "aud": "my-app",
            "exp": now + 300,
            "iat": now - 5,
            "sub": "u1",
        }
        body.update(claims or {})
        body.update(extra)
        body = {k: v for k, v in body.items() if v is not None}
        head = b64(json.dumps({"alg": alg, "kid": kid, "typ": "JWT"}).encode())
        signing_input = f"{head}.{b64(json.dumps(body).encode())}".encode()
        if alg == "HS256":
            import hashlib
            import hmac

            signature = hmac.new(b"secret", signing_input, hashlib.sha256).digest()
        else:
            signature = self.keys[kid].sign(signing_input, padding.PKCS1v15(), hashes.SHA256())
        return f"{signing_input.decode()}.{b64(signature)}"

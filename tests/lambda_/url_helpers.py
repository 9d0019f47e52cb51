"""Helpers for function URL tests: HTTP requests to a FunctionUrl (its Host on labcloud's port) and SigV4 signing."""

from __future__ import annotations

import http.client
import json
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import urlsplit

from botocore.auth import SigV4Auth
from botocore.awsrequest import AWSRequest
from botocore.credentials import Credentials


@dataclass
class Answer:
    status: int
    body: bytes
    headers: list[tuple[str, str]] = field(default_factory=list)

    def header(self, name: str) -> str | None:
        for key, value in self.headers:
            if key.lower() == name.lower():
                return value
        return None

    def all(self, name: str) -> list[str]:
        return [value for key, value in self.headers if key.lower() == name.lower()]

    def json(self) -> Any:
        return json.loads(self.body)


def call_url(
    port: int,
    function_url: str,
    path: str = "/",
    *,
    method: str = "GET",
    body: bytes = b"",
    headers: dict[str, str] | None = None,
    host: str | None = None,
) -> Answer:
    """Send one request to ``function_url``'s host on 127.0.0.1 (``*.localhost`` may not resolve here)."""
    url_host = host or urlsplit(function_url).netloc
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
    try:
        sent = {"Host": url_host, **(headers or {})}
        conn.request(method, path, body=body or None, headers=sent)
        response = conn.getresponse()
        return Answer(response.status, response.read(), list(response.getheaders()))
    finally:
        conn.close()


def signed_headers(
    function_url: str,
    path: str,
    *,
    method: str = "GET",
    body: bytes = b"",
    key: str = "test",
    secret: str = "test",
    token: str | None = None,
    region: str = "us-east-1",
) -> dict[str, str]:
    """SigV4 headers (service ``lambda``) for a request to ``function_url`` + ``path``."""
    url = function_url.rstrip("/") + path
    request = AWSRequest(method=method, url=url, data=body, headers={})
    SigV4Auth(Credentials(key, secret, token), "lambda", region).add_auth(request)
    return {k: v for k, v in request.headers.items()}

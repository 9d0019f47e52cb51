"""HTTP_PROXY integrations: the request passed through to a loopback address (or through a VPC link:
``vpc_link_route.py``) and the answer back as it is.

``{name}`` placeholders in the URI take the route's path parameters (``{proxy}`` the greedy rest), as
the usual ``integration.request.path.<name>`` = ``method.request.path.<name>`` mappings give them. An
https backend's certificate is verified (``tlsConfig.insecureSkipVerification`` skips the chain only)."""

from __future__ import annotations

import asyncio
import datetime
import http.client
import ipaddress
import ssl
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from urllib.parse import quote, urlsplit

from cryptography import x509

from labcloud.loopback import is_loopback, on_this_server
from labcloud.services.apigateway.request_facts import Facts

HOP_HEADERS = frozenset(
    {"connection", "keep-alive", "transfer-encoding", "upgrade", "host", "content-length"}
)
MAX_ANSWER_BYTES = 10 * 1024 * 1024


class Unreachable(Exception):
    """The backend could not be reached or did not answer in HTTP."""


@dataclass(slots=True)
class HttpAnswer:
    status: int
    headers: list[tuple[str, str]] = field(default_factory=list)
    body: bytes = b""


#: How an integration's request leaves: (method, URL, headers, body, timeout in seconds) → the answer.
#: ``direct`` for the internet (loopback here), ``vpc_link_route.sender`` through a VPC link.
Sender = Callable[[str, str, dict[str, str], bytes, float], Awaitable[HttpAnswer]]


def direct(port: int, *, verify: bool = True) -> Sender:
    """The internet connection: ``send`` in a worker thread (``port`` is this server's; ``verify``
    false is the integration's ``tlsConfig.insecureSkipVerification``)."""

    async def go(method: str, url: str, headers: dict[str, str], body: bytes, timeout: float) -> HttpAnswer:
        return await asyncio.to_thread(send, method, url, headers, body, timeout, port, verify)

    return go


def target_url(facts: Facts, uri: str) -> str:
    url = uri
    for name, value in facts.route.path_parameters.items():
        url = url.replace("{" + name + "}", quote(value, safe="/"))
        url = url.replace("{" + name + "+}", quote(value, safe="/"))
    if facts.request.query_string:
        url += ("&" if "?" in url else "?") + facts.request.query_string
    return url


def tls_context(verify: bool) -> ssl.SSLContext:
    """The system's trust store, checked as AWS checks a backend's certificate; or no check at all."""
    context = ssl.create_default_context()
    if not verify:
        context.check_hostname = False
        context.verify_mode = ssl.CERT_NONE
    return context


def basic_certificate_checks(connection: http.client.HTTPConnection, hostname: str) -> None:
    """What AWS still checks when ``insecureSkipVerification`` skips the chain: the certificate's dates
    and that it names the host."""
    sock = connection.sock
    der = sock.getpeercert(binary_form=True) if isinstance(sock, ssl.SSLSocket) else None
    if not der:
        raise Unreachable("the backend presented no certificate")
    certificate = x509.load_der_x509_certificate(der)
    now = datetime.datetime.now(datetime.timezone.utc)
    if not certificate.not_valid_before_utc <= now <= certificate.not_valid_after_utc:
        raise Unreachable("the backend's certificate is expired or not yet valid")
    if not _names(certificate, hostname):
        raise Unreachable(f"the backend's certificate does not name {hostname}")


def _names(certificate: x509.Certificate, hostname: str) -> bool:
    try:
        wanted: object = ipaddress.ip_address(hostname)
    except ValueError:
        wanted = hostname.lower().rstrip(".")
    try:
        alternative = certificate.extensions.get_extension_for_class(x509.SubjectAlternativeName).value
    except x509.ExtensionNotFound:
        common = certificate.subject.get_attributes_for_oid(x509.NameOID.COMMON_NAME)
        return any(str(a.value).lower() == str(wanted) for a in common)
    if not isinstance(wanted, str):
        return wanted in alternative.get_values_for_type(x509.IPAddress)
    for name in alternative.get_values_for_type(x509.DNSName):
        name = name.lower().rstrip(".")
        if name == wanted or (
            name.startswith("*.") and wanted.count(".") == name.count(".") and wanted.endswith(name[1:])
        ):
            return True
    return False


def send(
    method: str,
    url: str,
    headers: dict[str, str],
    body: bytes,
    timeout: float,
    port: int,
    verify: bool = True,
) -> HttpAnswer:
    """One request to ``url`` (a loopback address, or AWS's invoke URL of an API of this server on
    ``port``); an https backend whose certificate fails verification (unless ``verify`` is false) is
    :class:`Unreachable`, the gateway's 500."""
    parts = urlsplit(on_this_server(url, port))
    host = parts.hostname or ""
    if not is_loopback(host):
        raise Unreachable("not a loopback address")
    # a name under .localhost is loopback (RFC 6761) even where the resolver does not know it
    if host.lower().endswith(".localhost"):
        headers = {**headers, "Host": parts.netloc}
        host = "127.0.0.1"
    connection: http.client.HTTPConnection
    if parts.scheme == "https":
        connection = http.client.HTTPSConnection(
            host, parts.port, timeout=timeout, context=tls_context(verify)
        )
    else:
        connection = http.client.HTTPConnection(host, parts.port, timeout=timeout)
    try:
        if parts.scheme == "https" and not verify:
            connection.connect()
            basic_certificate_checks(connection, parts.hostname or host)
        path = parts.path or "/"
        if parts.query:
            path += "?" + parts.query
        connection.request(method, path, body=body or None, headers=headers)
        response = connection.getresponse()
        data = response.read(MAX_ANSWER_BYTES + 1)
        if len(data) > MAX_ANSWER_BYTES:
            raise Unreachable("answer too large")
        return HttpAnswer(
            response.status, [(k, v) for k, v in response.getheaders() if k.lower() not in HOP_HEADERS], data
        )
    except (OSError, http.client.HTTPException) as exc:
        raise Unreachable(str(exc)) from None
    finally:
        connection.close()


async def forward(facts: Facts, integration: dict[str, str], timeout: float, sender: Sender) -> HttpAnswer:
    headers = {k: v for k, v in facts.request.headers.items() if k not in HOP_HEADERS}
    headers["x-forwarded-for"] = facts.request.client_host
    method = integration.get("httpMethod") or facts.http_method
    if method == "ANY":
        method = facts.http_method
    url = target_url(facts, integration["uri"])
    return await sender(method, url, headers, facts.request.body, timeout)

"""labcloud's local certificate authority and the server certificates it issues per SNI name.

The authority (an ECDSA P-256 key and a self-signed CA certificate) is made once per data dir, in
``<data dir>/tls/`` (:func:`open_authority`; an in-memory server's temp folder); its key file is 0600 and never leaves that folder. Only the
certificate (``ca.pem``) is handed out: to ``curl --cacert``, to SDKs, and copied into sandboxes.
Leaf certificates are issued on the fly for the name a client asks for (SNI): ``localhost`` and
``*.localhost`` names of any depth (``<id>.execute-api.localhost``,
``<id>.appsync-api.us-east-1.localhost``); a client that sends no name (an IP address) gets the
default certificate, for ``localhost``, ``127.0.0.1`` and ``::1``. Another name is served only when
:attr:`Authority.custom` (the app's custom domain names) knows it: its context then has a leaf for that
name and, when the name requires mutual TLS, asks for a client certificate and verifies it against the
name's truststore (a failed verification, or no certificate, fails the handshake); any other name is
refused at the handshake (``unrecognized_name``). Contexts are cached, at most :data:`MAX_CACHED` names.
A context records the name it serves (:class:`NamedContext`), which the connection reads after the
handshake (``TlsFacts``).
"""

from __future__ import annotations

import datetime
import ipaddress
import os
import re
import ssl
import tempfile
from collections import OrderedDict
from collections.abc import Callable
from pathlib import Path

from cryptography import x509
from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import ec
from cryptography.x509.oid import ExtendedKeyUsageOID, NameOID

#: Server contexts kept, one per SNI name (least recently used dropped first).
MAX_CACHED = 256
#: The longest name accepted in SNI (a DNS name's limit, RFC 1035).
MAX_NAME = 253
_LABEL = re.compile(r"^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$")
_CA_DAYS = 3650
_LEAF_DAYS = 397  # what browsers accept for a server certificate
CA_NAME = "labcloud local CA"


class NamedContext(ssl.SSLContext):
    """A server context that knows the name it was made for (None: the default, for clients without SNI)."""

    server_name: str | None = None
    #: The default context's: the context a handshake for a name must start with, when the SNI callback
    #: could not switch to it (``http/tls.py``); None for the names the callback serves.
    preselect: Callable[[str], ssl.SSLContext | None] | None = None


#: What the app says of a name that is not labcloud's own: None (not served), or (a tag that changes
#: whenever the name's TLS settings do, the PEM of the CA certificates its clients must chain to, or
#: None when it does not ask for client certificates).
CustomTls = Callable[[str], "tuple[str, str | None] | None"]


def acceptable(name: str) -> bool:
    """Whether a certificate is issued for ``name``: ``localhost`` or a well-formed ``*.localhost``."""
    if len(name) > MAX_NAME:
        return False
    name = name.lower()
    if name == "localhost":
        return True
    if not name.endswith(".localhost"):
        return False
    return all(_LABEL.match(label) for label in name[: -len(".localhost")].split("."))


def _now() -> datetime.datetime:
    return datetime.datetime.now(datetime.timezone.utc)


def _pem_key(key: ec.EllipticCurvePrivateKey) -> bytes:
    return key.private_bytes(
        serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8, serialization.NoEncryption()
    )


def _write_private(path: Path, data: bytes) -> None:
    """Write ``data`` to ``path`` readable by its owner only, atomically."""
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=".tmp-")
    try:
        os.fchmod(fd, 0o600)
        os.write(fd, data)
    finally:
        os.close(fd)
    os.replace(tmp, path)


class Authority:
    """The CA of one data dir and the server contexts it has issued."""

    def __init__(self, folder: Path, key: ec.EllipticCurvePrivateKey, cert: x509.Certificate) -> None:
        self.folder = folder
        self.key = key
        self.cert = cert
        self.cert_path = folder / "ca.pem"
        self._leaf_key = ec.generate_private_key(ec.SECP256R1())
        self._leaf_key_path = folder / "leaf-key.pem"
        _write_private(self._leaf_key_path, _pem_key(self._leaf_key))
        self._contexts: OrderedDict[str, NamedContext] = OrderedDict()
        #: The app's custom domain names (set once the app exists); None: only labcloud's own names.
        self.custom: CustomTls | None = None
        self.default = self._context(
            [x509.DNSName("localhost"), x509.IPAddress(ipaddress.ip_address("127.0.0.1")),
             x509.IPAddress(ipaddress.ip_address("::1"))]
        )  # fmt: skip
        self.default.sni_callback = self._choose
        self.default.preselect = self._preselect

    def context_for(self, name: str) -> ssl.SSLContext | None:
        """The server context for SNI ``name`` (issued once, then cached); None when refused."""
        name = name.lower()
        if name == "localhost":
            return self.default
        trust: str | None = None
        key = name
        if not acceptable(name):
            wanted = self.custom(name) if self.custom is not None and len(name) <= MAX_NAME else None
            if wanted is None:
                return None
            tag, trust = wanted
            key = f"{name}\n{tag}"
        found = self._contexts.get(key)
        if found is not None:
            self._contexts.move_to_end(key)
            return found
        made = self._context([x509.DNSName(name)])
        made.server_name = name
        if trust is not None:
            made.verify_mode = ssl.CERT_REQUIRED
            made.load_verify_locations(cadata=trust)
        self._contexts[key] = made
        if len(self._contexts) > MAX_CACHED:
            self._contexts.popitem(last=False)
        return made

    def _preselect(self, name: str) -> ssl.SSLContext | None:
        """The context of a name that asks for client certificates (mutual TLS): OpenSSL keeps the first
        context's verify mode through an SNI switch, so such a handshake must start with it."""
        if acceptable(name) or self.custom is None:
            return None
        try:
            chosen = self.context_for(name)
        except (ValueError, ssl.SSLError):
            return None
        return chosen if chosen is not None and chosen.verify_mode != ssl.CERT_NONE else None

    def _choose(
        self, sslobj: ssl.SSLObject | ssl.SSLSocket, name: str | None, _ctx: ssl.SSLContext
    ) -> int | None:
        if name is None:
            return None  # no SNI (an IP address, or a client that sends none): the default certificate
        try:
            chosen = self.context_for(name)
        except (ValueError, ssl.SSLError):
            chosen = None
        if chosen is None:
            return ssl.ALERT_DESCRIPTION_UNRECOGNIZED_NAME
        sslobj.context = chosen
        return None

    def _context(self, names: list[x509.GeneralName]) -> NamedContext:
        context = NamedContext(ssl.PROTOCOL_TLS_SERVER)
        context.minimum_version = ssl.TLSVersion.TLSv1_2
        context.set_alpn_protocols(["http/1.1"])
        pem = self._leaf(names).public_bytes(serialization.Encoding.PEM)
        # the ssl module loads certificates from files only: a private temporary file, removed at once
        fd, tmp = tempfile.mkstemp(dir=self.folder, prefix=".leaf-", suffix=".pem")
        try:
            os.write(fd, pem + self.cert.public_bytes(serialization.Encoding.PEM))
            os.close(fd)
            context.load_cert_chain(tmp, self._leaf_key_path)
        finally:
            os.unlink(tmp)
        return context

    def _leaf(self, names: list[x509.GeneralName]) -> x509.Certificate:
        first = names[0].value
        now = _now()
        return (
            x509.CertificateBuilder()
            .subject_name(x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, str(first))]))
            .issuer_name(self.cert.subject)
            .public_key(self._leaf_key.public_key())
            .serial_number(x509.random_serial_number())
            .not_valid_before(now - datetime.timedelta(minutes=5))
            .not_valid_after(now + datetime.timedelta(days=_LEAF_DAYS))
            .add_extension(x509.SubjectAlternativeName(names), critical=False)
            .add_extension(x509.BasicConstraints(ca=False, path_length=None), critical=True)
            .add_extension(x509.ExtendedKeyUsage([ExtendedKeyUsageOID.SERVER_AUTH]), critical=False)
            .add_extension(
                x509.AuthorityKeyIdentifier.from_issuer_public_key(self.key.public_key()), critical=False
            )
            .sign(self.key, hashes.SHA256())
        )


def _new_ca(folder: Path) -> tuple[ec.EllipticCurvePrivateKey, x509.Certificate]:
    key = ec.generate_private_key(ec.SECP256R1())
    name = x509.Name(
        [
            x509.NameAttribute(NameOID.COMMON_NAME, CA_NAME),
            x509.NameAttribute(NameOID.ORGANIZATION_NAME, "labcloud"),
        ]
    )
    now = _now()
    cert = (
        x509.CertificateBuilder()
        .subject_name(name)
        .issuer_name(name)
        .public_key(key.public_key())
        .serial_number(x509.random_serial_number())
        .not_valid_before(now - datetime.timedelta(minutes=5))
        .not_valid_after(now + datetime.timedelta(days=_CA_DAYS))
        .add_extension(x509.BasicConstraints(ca=True, path_length=0), critical=True)
        .add_extension(
            x509.KeyUsage(
                digital_signature=True,
                content_commitment=False,
                key_encipherment=False,
                data_encipherment=False,
                key_agreement=False,
                key_cert_sign=True,
                crl_sign=True,
                encipher_only=False,
                decipher_only=False,
            ),
            critical=True,
        )  # fmt: skip
        .add_extension(x509.SubjectKeyIdentifier.from_public_key(key.public_key()), critical=False)
        .sign(key, hashes.SHA256())
    )
    _write_private(folder / "ca-key.pem", _pem_key(key))
    (folder / "ca.pem").write_bytes(cert.public_bytes(serialization.Encoding.PEM))
    return key, cert


def open_authority(folder: Path) -> Authority:
    """The authority kept in ``folder`` (``Settings.tls_dir``): made on the first start, read after."""
    folder.mkdir(mode=0o700, parents=True, exist_ok=True)
    folder.chmod(0o700)
    key_path, cert_path = folder / "ca-key.pem", folder / "ca.pem"
    if key_path.exists() and cert_path.exists():
        key = serialization.load_pem_private_key(key_path.read_bytes(), password=None)
        cert = x509.load_pem_x509_certificate(cert_path.read_bytes())
        if isinstance(key, ec.EllipticCurvePrivateKey) and cert.not_valid_after_utc > _now():
            return Authority(folder, key, cert)
    key, cert = _new_ca(folder)
    return Authority(folder, key, cert)

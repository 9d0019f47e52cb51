"""What makes a sandbox trust labcloud's local CA (http/authority.py) with no change to the function.

Two files go beside the runtime loops (the folder the sandbox sees as ``LAMBDA_RUNTIME_DIR``), named
without "labcloud" like every path a sandbox is given: the CA certificate alone, and a bundle of the
machine's CAs followed by it. Only certificates are copied, never a key. :func:`variables` says which environment each runtime
reads: Node.js adds ``NODE_EXTRA_CA_CERTS`` to its own CAs; OpenSSL (Python's ``ssl``, curl in custom
runtimes), requests and botocore replace their CAs with the file they are given, hence the bundle, so
other https:// sites still verify.
"""

from __future__ import annotations

import ssl
from pathlib import Path

CA_NAME = "local-ca.pem"
BUNDLE_NAME = "ca-bundle.pem"
_SYSTEM_BUNDLES = (
    "/etc/ssl/certs/ca-certificates.crt",  # Debian, Ubuntu, Alpine
    "/etc/pki/tls/certs/ca-bundle.crt",  # Fedora, Amazon Linux
    "/etc/ssl/cert.pem",  # macOS, the BSDs
)


def system_bundle() -> bytes:
    """The machine's trusted CAs as PEM (empty when none is found)."""
    paths = ssl.get_default_verify_paths()
    for candidate in (paths.cafile, paths.openssl_cafile, *_SYSTEM_BUNDLES):
        if candidate and Path(candidate).is_file():
            return Path(candidate).read_bytes()
    try:
        import certifi
    except ImportError:
        return b""
    return Path(certifi.where()).read_bytes()


def install(ca_file: Path | None, folder: Path) -> bool:
    """Copy the CA certificate and the bundle into ``folder``; False when there is no CA."""
    if ca_file is None or not ca_file.is_file():
        return False
    ca = ca_file.read_bytes()
    system = system_bundle()
    if system and not system.endswith(b"\n"):
        system += b"\n"
    for name, data in ((CA_NAME, ca), (BUNDLE_NAME, system + ca)):
        target = folder / name
        if target.exists():
            target.chmod(0o644)
        target.write_bytes(data)
        target.chmod(0o444)
    return True


def variables(seen_folder: str) -> dict[str, str]:
    """The environment that points every runtime's TLS at the copied files, as the sandbox sees them."""
    bundle = f"{seen_folder}/{BUNDLE_NAME}"
    return {
        "NODE_EXTRA_CA_CERTS": f"{seen_folder}/{CA_NAME}",
        "SSL_CERT_FILE": bundle,
        "REQUESTS_CA_BUNDLE": bundle,
        "AWS_CA_BUNDLE": bundle,
    }

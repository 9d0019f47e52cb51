"""X.509 with ``cryptography``: each account's labcloud CA, the certificates it issues, and the facts
DescribeCertificate reads from any certificate (issued or imported).

The CA is a self-signed RSA 2048 root made on the account's first issue and kept in the store; a
requested certificate gets a new key of its KeyAlgorithm, the names as CN and subjectAltName, AWS's
key usages (digital signature, key encipherment for RSA) and extended key usages (server and client
authentication), 395 days of validity as ACM's public certificates.
"""

from __future__ import annotations

import secrets
from dataclasses import dataclass
from datetime import datetime, timedelta, timezone

from cryptography import x509
from cryptography.exceptions import UnsupportedAlgorithm
from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import ec, rsa
from cryptography.x509.oid import ExtendedKeyUsageOID, NameOID

#: days an issued certificate is valid (ACM's public certificates: 395 days)
VALID_DAYS = 395
CA_VALID_DAYS = 3650

_CURVES: dict[str, type[ec.EllipticCurve]] = {
    "EC_prime256v1": ec.SECP256R1,
    "EC_secp384r1": ec.SECP384R1,
    "EC_secp521r1": ec.SECP521R1,
}
_CURVE_NAMES = {"secp256r1": "EC_prime256v1", "secp384r1": "EC_secp384r1", "secp521r1": "EC_secp521r1"}

PrivateKey = rsa.RSAPrivateKey | ec.EllipticCurvePrivateKey


@dataclass(frozen=True, slots=True)
class Facts:
    """What DescribeCertificate shows of a certificate's text."""

    serial: str
    subject: str
    issuer: str
    not_before: float
    not_after: float
    signature_algorithm: str
    key_algorithm: str
    names: tuple[str, ...]
    domain: str


def new_key(algorithm: str) -> PrivateKey:
    if algorithm.startswith("RSA_"):
        return rsa.generate_private_key(public_exponent=65537, key_size=int(algorithm[4:]))
    return ec.generate_private_key(_CURVES[algorithm]())


def key_pem(key: PrivateKey, passphrase: bytes | None = None) -> str:
    encryption: serialization.KeySerializationEncryption = (
        serialization.BestAvailableEncryption(passphrase) if passphrase else serialization.NoEncryption()
    )
    return key.private_bytes(
        serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8, encryption
    ).decode()


def cert_pem(certificate: x509.Certificate) -> str:
    return certificate.public_bytes(serialization.Encoding.PEM).decode()


def new_authority(account_id: str, now: float) -> tuple[str, str]:
    """A CA for one account: (private key PEM, certificate PEM)."""
    key = rsa.generate_private_key(public_exponent=65537, key_size=2048)
    name = x509.Name(
        [
            x509.NameAttribute(NameOID.COUNTRY_NAME, "US"),
            x509.NameAttribute(NameOID.ORGANIZATION_NAME, "labcloud"),
            x509.NameAttribute(NameOID.ORGANIZATIONAL_UNIT_NAME, f"account {account_id}"),
            x509.NameAttribute(NameOID.COMMON_NAME, "labcloud RSA 2048 CA"),
        ]
    )
    start = datetime.fromtimestamp(now, timezone.utc) - timedelta(days=1)
    certificate = (
        x509.CertificateBuilder()
        .subject_name(name)
        .issuer_name(name)
        .public_key(key.public_key())
        .serial_number(x509.random_serial_number())
        .not_valid_before(start)
        .not_valid_after(start + timedelta(days=CA_VALID_DAYS))
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
        )
        .add_extension(x509.SubjectKeyIdentifier.from_public_key(key.public_key()), critical=False)
        .sign(key, hashes.SHA256())
    )
    return key_pem(key), cert_pem(certificate)


def issue(
    authority_key: str, authority_cert: str, names: tuple[str, ...], subject_key: str, now: float
) -> str:
    """The PEM of a certificate for ``names`` (the first is the CN) and the key ``subject_key`` (a PEM
    labcloud made), signed by the CA. Only signing happens here (about a millisecond): keys are made
    off the event loop when the request arrives."""
    # both keys are labcloud's own, made and stored by this module: their checks would cost ~100 ms each
    ca_key = serialization.load_pem_private_key(
        authority_key.encode(), None, unsafe_skip_rsa_key_validation=True
    )
    assert isinstance(ca_key, rsa.RSAPrivateKey)
    ca = x509.load_pem_x509_certificate(authority_cert.encode())
    key = serialization.load_pem_private_key(subject_key.encode(), None, unsafe_skip_rsa_key_validation=True)
    assert isinstance(key, rsa.RSAPrivateKey | ec.EllipticCurvePrivateKey)
    start = datetime.fromtimestamp(int(now), timezone.utc)
    is_rsa = isinstance(key, rsa.RSAPrivateKey)
    certificate = (
        x509.CertificateBuilder()
        .subject_name(x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, names[0])]))
        .issuer_name(ca.subject)
        .public_key(key.public_key())
        .serial_number(int.from_bytes(secrets.token_bytes(16), "big") >> 1)
        .not_valid_before(start)
        .not_valid_after(start + timedelta(days=VALID_DAYS) - timedelta(seconds=1))
        .add_extension(x509.SubjectAlternativeName([x509.DNSName(n) for n in names]), critical=False)
        .add_extension(x509.BasicConstraints(ca=False, path_length=None), critical=True)
        .add_extension(
            x509.KeyUsage(
                digital_signature=True,
                content_commitment=False,
                key_encipherment=is_rsa,
                data_encipherment=False,
                key_agreement=False,
                key_cert_sign=False,
                crl_sign=False,
                encipher_only=False,
                decipher_only=False,
            ),
            critical=True,
        )
        .add_extension(
            x509.ExtendedKeyUsage([ExtendedKeyUsageOID.SERVER_AUTH, ExtendedKeyUsageOID.CLIENT_AUTH]),
            critical=False,
        )
        .add_extension(
            x509.AuthorityKeyIdentifier.from_issuer_public_key(ca_key.public_key()), critical=False
        )
        .sign(ca_key, hashes.SHA256())
    )
    return cert_pem(certificate)


def _rfc4514(name: x509.Name) -> str:
    """AWS's order (most significant first, as ``CN=example.com`` or ``C=US,O=Amazon,CN=...``)."""
    return ",".join(attribute.rfc4514_string() for rdn in name.rdns for attribute in rdn)


def key_algorithm(key: object) -> str | None:
    """The KeyAlgorithm name of a public or private key, or None for one ACM does not take."""
    if isinstance(key, rsa.RSAPrivateKey | rsa.RSAPublicKey):
        name = f"RSA_{key.key_size}"
        return name if key.key_size in (1024, 2048, 3072, 4096) else None
    if isinstance(key, ec.EllipticCurvePrivateKey | ec.EllipticCurvePublicKey):
        return _CURVE_NAMES.get(key.curve.name)
    return None


def facts(pem: str) -> Facts:
    certificate = x509.load_pem_x509_certificate(pem.encode())
    try:
        alternative = certificate.extensions.get_extension_for_class(x509.SubjectAlternativeName)
        names = tuple(alternative.value.get_values_for_type(x509.DNSName))
    except x509.ExtensionNotFound:
        names = ()
    common = certificate.subject.get_attributes_for_oid(NameOID.COMMON_NAME)
    domain = str(common[0].value) if common else (names[0] if names else "")
    if not names and domain:
        names = (domain,)
    digest = certificate.signature_hash_algorithm
    public = certificate.public_key()
    # the signer's algorithm (an RSA CA signs EC keys too): ecdsa-with-SHA* OIDs are under 1.2.840.10045.4
    ecdsa = certificate.signature_algorithm_oid.dotted_string.startswith("1.2.840.10045.4")
    kind = "ECDSA" if ecdsa else "RSA"
    return Facts(
        serial=":".join(f"{b:02x}" for b in certificate.serial_number.to_bytes(20, "big").lstrip(b"\0")),
        subject=_rfc4514(certificate.subject),
        issuer=_rfc4514(certificate.issuer),
        not_before=certificate.not_valid_before_utc.timestamp(),
        not_after=certificate.not_valid_after_utc.timestamp(),
        signature_algorithm=f"{(digest.name if digest else 'none').upper()}WITH{kind}",
        key_algorithm=key_algorithm(public) or "",
        names=names,
        domain=domain,
    )


def split_pems(text: str) -> list[str]:
    """The PEM blocks of a text, each with its armour."""
    out: list[str] = []
    begin = "-----BEGIN "
    rest = text
    while begin in rest:
        start = rest.index(begin)
        end_marker = rest.find("-----END ", start)
        if end_marker < 0:
            break
        close = rest.find("-----", end_marker + 9)
        if close < 0:
            break
        out.append(rest[start : close + 5] + "\n")
        rest = rest[close + 5 :]
    return out


class PemError(ValueError):
    pass


def load_certificate(pem: str) -> x509.Certificate:
    try:
        return x509.load_pem_x509_certificate(pem.encode())
    except ValueError as error:
        raise PemError(str(error)) from error


def load_key(pem: str) -> PrivateKey:
    try:
        key = serialization.load_pem_private_key(pem.encode(), None)
    except TypeError as error:  # encrypted: ACM takes only unencrypted keys
        raise PemError("encrypted") from error
    except (ValueError, UnsupportedAlgorithm) as error:
        raise PemError(str(error)) from error
    if not isinstance(key, rsa.RSAPrivateKey | ec.EllipticCurvePrivateKey):
        raise PemError("unsupported key type")
    return key


def same_key(certificate: x509.Certificate, key: PrivateKey) -> bool:
    raw = serialization.PublicFormat.SubjectPublicKeyInfo
    return certificate.public_key().public_bytes(
        serialization.Encoding.DER, raw
    ) == key.public_key().public_bytes(serialization.Encoding.DER, raw)


def signed_by(certificate: x509.Certificate, issuer: x509.Certificate) -> bool:
    try:
        certificate.verify_directly_issued_by(issuer)
    except (ValueError, TypeError, Exception):  # noqa: BLE001 - any failure: not its issuer
        return False
    return True


def csr(key_pem_text: str, names: tuple[str, ...]) -> bytes:
    """A PEM CSR for ``names`` (the first is the CN) with the key ``key_pem_text`` (a private CA signs it)."""
    key = load_key(key_pem_text)
    request = (
        x509.CertificateSigningRequestBuilder()
        .subject_name(x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, names[0])]))
        .add_extension(x509.SubjectAlternativeName([x509.DNSName(n) for n in names]), critical=False)
        .sign(key, hashes.SHA256())
    )
    return request.public_bytes(serialization.Encoding.PEM)

"""X.509 for private CAs with ``cryptography``: a CA's key (RSA or EC), its CSR, certificates signed from a
CSR by AWS's documented templates, checks of an imported CA certificate, and a CRL of revoked serials.

Only this module touches ``cryptography``; keys travel as PKCS#8 PEM strings kept in labcloud's store.
"""

from __future__ import annotations

import secrets
from dataclasses import dataclass
from datetime import datetime, timezone

from cryptography import x509
from cryptography.exceptions import InvalidSignature
from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import ec, rsa
from cryptography.x509.oid import ExtendedKeyUsageOID, NameOID, ObjectIdentifier

PrivateKey = rsa.RSAPrivateKey | ec.EllipticCurvePrivateKey

KEY_ALGORITHMS: dict[str, int | type[ec.EllipticCurve]] = {
    "RSA_2048": 2048,
    "RSA_3072": 3072,
    "RSA_4096": 4096,
    "EC_prime256v1": ec.SECP256R1,
    "EC_secp384r1": ec.SECP384R1,
    "EC_secp521r1": ec.SECP521R1,
}
#: SigningAlgorithm → (key family, hash)
SIGNING_ALGORITHMS: dict[str, tuple[str, type[hashes.SHA256 | hashes.SHA384 | hashes.SHA512]]] = {
    "SHA256WITHRSA": ("RSA", hashes.SHA256),
    "SHA384WITHRSA": ("RSA", hashes.SHA384),
    "SHA512WITHRSA": ("RSA", hashes.SHA512),
    "SHA256WITHECDSA": ("EC", hashes.SHA256),
    "SHA384WITHECDSA": ("EC", hashes.SHA384),
    "SHA512WITHECDSA": ("EC", hashes.SHA512),
}

_SUBJECT_OIDS: dict[str, ObjectIdentifier] = {
    "Country": NameOID.COUNTRY_NAME,
    "Organization": NameOID.ORGANIZATION_NAME,
    "OrganizationalUnit": NameOID.ORGANIZATIONAL_UNIT_NAME,
    "DistinguishedNameQualifier": NameOID.DN_QUALIFIER,
    "State": NameOID.STATE_OR_PROVINCE_NAME,
    "CommonName": NameOID.COMMON_NAME,
    "SerialNumber": NameOID.SERIAL_NUMBER,
    "Locality": NameOID.LOCALITY_NAME,
    "Title": NameOID.TITLE,
    "Surname": NameOID.SURNAME,
    "GivenName": NameOID.GIVEN_NAME,
    "Initials": NameOID.INITIALS,
    "Pseudonym": NameOID.PSEUDONYM,
    "GenerationQualifier": NameOID.GENERATION_QUALIFIER,
}


class PkiError(ValueError):
    """A certificate, CSR or chain that cannot be read or does not verify (the message says why)."""


@dataclass(frozen=True, slots=True)
class Template:
    """What a certificate template puts in the certificate (AWS's documented V1 templates)."""

    ca: bool
    path_length: int | None = None
    server_auth: bool = False
    client_auth: bool = False
    code_signing: bool = False
    ocsp_signing: bool = False


TEMPLATE_PREFIX = "arn:aws:acm-pca:::template/"
TEMPLATES: dict[str, Template] = {
    "EndEntityCertificate/V1": Template(ca=False, server_auth=True, client_auth=True),
    "EndEntityClientAuthCertificate/V1": Template(ca=False, client_auth=True),
    "EndEntityServerAuthCertificate/V1": Template(ca=False, server_auth=True),
    "CodeSigningCertificate/V1": Template(ca=False, code_signing=True),
    "OCSPSigningCertificate/V1": Template(ca=False, ocsp_signing=True),
    "RootCACertificate/V1": Template(ca=True),
    "SubordinateCACertificate_PathLen0/V1": Template(ca=True, path_length=0),
    "SubordinateCACertificate_PathLen1/V1": Template(ca=True, path_length=1),
    "SubordinateCACertificate_PathLen2/V1": Template(ca=True, path_length=2),
    "SubordinateCACertificate_PathLen3/V1": Template(ca=True, path_length=3),
}


def new_key(algorithm: str) -> str:
    """A new private key of ``algorithm`` (a KEY_ALGORITHMS name) as PKCS#8 PEM."""
    spec = KEY_ALGORITHMS[algorithm]
    key: PrivateKey
    if isinstance(spec, int):
        key = rsa.generate_private_key(public_exponent=65537, key_size=spec)
    else:
        key = ec.generate_private_key(spec())
    return key.private_bytes(
        serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8, serialization.NoEncryption()
    ).decode()


def _key(pem: str) -> PrivateKey:
    key = serialization.load_pem_private_key(pem.encode(), password=None)
    assert isinstance(key, rsa.RSAPrivateKey | ec.EllipticCurvePrivateKey)
    return key


def encrypted_key(pem: str, passphrase: bytes) -> str:
    """The key as encrypted PKCS#8 PEM (what ACM's ExportCertificate returns)."""
    return (
        _key(pem)
        .private_bytes(
            serialization.Encoding.PEM,
            serialization.PrivateFormat.PKCS8,
            serialization.BestAvailableEncryption(passphrase),
        )
        .decode()
    )


def subject_name(subject: dict[str, object]) -> x509.Name:
    attributes = [
        x509.NameAttribute(oid, str(subject[member]))
        for member, oid in _SUBJECT_OIDS.items()
        if subject.get(member)
    ]
    for custom in subject.get("CustomAttributes") or []:  # type: ignore[attr-defined]
        attributes.append(
            x509.NameAttribute(ObjectIdentifier(custom["ObjectIdentifier"]), str(custom["Value"]))
        )
    return x509.Name(attributes)


def csr(key_pem: str, subject: dict[str, object], signing_algorithm: str) -> str:
    """The CA's certificate signing request (PEM), signed with its own key."""
    key = _key(key_pem)
    builder = x509.CertificateSigningRequestBuilder().subject_name(subject_name(subject))
    builder = builder.add_extension(x509.BasicConstraints(ca=True, path_length=None), critical=True)
    request = builder.sign(key, SIGNING_ALGORITHMS[signing_algorithm][1]())
    return request.public_bytes(serialization.Encoding.PEM).decode()


def read_csr(data: bytes) -> x509.CertificateSigningRequest:
    """A CSR in PEM (or DER); PkiError when it cannot be read or its signature does not verify."""
    try:
        request = (
            x509.load_pem_x509_csr(data)
            if data.lstrip().startswith(b"-----")
            else x509.load_der_x509_csr(data)
        )
        valid = request.is_signature_valid
    except (ValueError, TypeError) as exc:
        raise PkiError(f"the CSR cannot be read: {exc}") from None
    if not valid:
        raise PkiError("the CSR's signature does not verify")
    return request


def read_certificate(data: bytes) -> x509.Certificate:
    try:
        if data.lstrip().startswith(b"-----"):
            return x509.load_pem_x509_certificate(data)
        return x509.load_der_x509_certificate(data)
    except (ValueError, TypeError) as exc:
        raise PkiError(f"the certificate cannot be read: {exc}") from None


def read_chain(data: bytes) -> list[x509.Certificate]:
    try:
        found = x509.load_pem_x509_certificates(data)
    except (ValueError, TypeError) as exc:
        raise PkiError(f"the certificate chain cannot be read: {exc}") from None
    return found


def pem(certificate: x509.Certificate) -> str:
    return certificate.public_bytes(serialization.Encoding.PEM).decode()


def pems(text: str) -> list[x509.Certificate]:
    return x509.load_pem_x509_certificates(text.encode()) if text else []


def same_key(holder: x509.Certificate | x509.CertificateSigningRequest, key_pem: str) -> bool:
    """Is ``holder``'s public key the one of the private key ``key_pem``?"""
    return bool(holder.public_key() == _key(key_pem).public_key())


def signed_by(certificate: x509.Certificate, issuer: x509.Certificate) -> bool:
    """Does ``issuer``'s key verify ``certificate``'s signature (and name it as issuer)?"""
    if certificate.issuer != issuer.subject:
        return False
    try:
        certificate.verify_directly_issued_by(issuer)
    except (ValueError, TypeError, InvalidSignature):
        return False
    return True


def is_ca(certificate: x509.Certificate) -> bool:
    try:
        return bool(certificate.extensions.get_extension_for_class(x509.BasicConstraints).value.ca)
    except x509.ExtensionNotFound:
        return False


def path_length(certificate: x509.Certificate) -> int | None:
    try:
        return certificate.extensions.get_extension_for_class(x509.BasicConstraints).value.path_length
    except x509.ExtensionNotFound:
        return None


def new_serial() -> int:
    return secrets.randbits(127) | (1 << 126)


def serial_text(serial: int) -> str:
    """AWS's form of a serial: lower-case hex bytes joined by colons."""
    raw = f"{serial:x}"
    raw = raw if len(raw) % 2 == 0 else "0" + raw
    return ":".join(raw[i : i + 2] for i in range(0, len(raw), 2))


def _stamp(seconds: float) -> datetime:
    return datetime.fromtimestamp(seconds, tz=timezone.utc)


def _family(key: object) -> str:
    return "RSA" if isinstance(key, rsa.RSAPublicKey | rsa.RSAPrivateKey) else "EC"


def key_family(key_algorithm: str) -> str:
    return "RSA" if key_algorithm.startswith("RSA_") else "EC"


@dataclass(frozen=True, slots=True)
class Issue:
    """One certificate to sign: the CSR's key and subject, by ``issuer`` (None: self-signed root)."""

    request: x509.CertificateSigningRequest
    template: Template
    serial: int
    not_before: float
    not_after: float
    signing_algorithm: str
    issuer_key_pem: str
    issuer: x509.Certificate | None
    #: the CRL's URL the certificate names (CRL Distribution Points), None when the CA publishes none
    crl_url: str | None = None


def issue(order: Issue) -> x509.Certificate:
    """The certificate ``order`` describes, signed by the issuer's key."""
    request, template = order.request, order.template
    key = _key(order.issuer_key_pem)
    public = request.public_key()
    assert isinstance(public, rsa.RSAPublicKey | ec.EllipticCurvePublicKey)
    issuer_name = order.issuer.subject if order.issuer is not None else request.subject
    builder = (
        x509.CertificateBuilder()
        .subject_name(request.subject)
        .issuer_name(issuer_name)
        .public_key(public)
        .serial_number(order.serial)
        .not_valid_before(_stamp(order.not_before))
        .not_valid_after(_stamp(order.not_after))
        .add_extension(x509.BasicConstraints(ca=template.ca, path_length=template.path_length), critical=True)
        .add_extension(x509.SubjectKeyIdentifier.from_public_key(public), critical=False)
    )
    authority_key = order.issuer.public_key() if order.issuer is not None else public
    assert isinstance(authority_key, rsa.RSAPublicKey | ec.EllipticCurvePublicKey)
    builder = builder.add_extension(
        x509.AuthorityKeyIdentifier.from_issuer_public_key(authority_key), critical=False
    )
    encipher = not template.ca and _family(public) == "RSA"
    builder = builder.add_extension(
        x509.KeyUsage(
            digital_signature=True,
            content_commitment=False,
            key_encipherment=encipher and (template.server_auth or template.client_auth),
            data_encipherment=False,
            key_agreement=False,
            key_cert_sign=template.ca,
            crl_sign=template.ca,
            encipher_only=False,
            decipher_only=False,
        ),
        critical=True,
    )
    usages = [
        oid
        for wanted, oid in (
            (template.server_auth, ExtendedKeyUsageOID.SERVER_AUTH),
            (template.client_auth, ExtendedKeyUsageOID.CLIENT_AUTH),
            (template.code_signing, ExtendedKeyUsageOID.CODE_SIGNING),
            (template.ocsp_signing, ExtendedKeyUsageOID.OCSP_SIGNING),
        )
        if wanted
    ]
    if usages:
        builder = builder.add_extension(x509.ExtendedKeyUsage(usages), critical=False)
    if order.crl_url is not None:
        point = x509.DistributionPoint([x509.UniformResourceIdentifier(order.crl_url)], None, None, None)
        builder = builder.add_extension(x509.CRLDistributionPoints([point]), critical=False)
    if not template.ca:  # an end-entity certificate keeps the CSR's subject alternative names
        try:
            names = request.extensions.get_extension_for_class(x509.SubjectAlternativeName).value
            builder = builder.add_extension(names, critical=False)
        except x509.ExtensionNotFound:
            pass
    return builder.sign(key, SIGNING_ALGORITHMS[order.signing_algorithm][1]())


def signing_family_matches(signing_algorithm: str, key_algorithm: str) -> bool:
    return SIGNING_ALGORITHMS[signing_algorithm][0] == key_family(key_algorithm)


def crl(
    issuer: x509.Certificate,
    key_pem: str,
    signing_algorithm: str,
    revoked: list[tuple[int, float]],
    now: float,
    days: int,
) -> bytes:
    """A DER CRL of ``revoked`` (serial, revoked at) signed by the CA, valid ``days`` from ``now``."""
    builder = (
        x509.CertificateRevocationListBuilder()
        .issuer_name(issuer.subject)
        .last_update(_stamp(now))
        .next_update(_stamp(now + days * 86400))
    )
    for serial, at in revoked:
        builder = builder.add_revoked_certificate(
            x509.RevokedCertificateBuilder().serial_number(serial).revocation_date(_stamp(at)).build()
        )
    return builder.sign(_key(key_pem), SIGNING_ALGORITHMS[signing_algorithm][1]()).public_bytes(
        serialization.Encoding.DER
    )


def common_name(certificate: x509.Certificate) -> str:
    found = certificate.subject.get_attributes_for_oid(NameOID.COMMON_NAME)
    return str(found[0].value) if found else ""

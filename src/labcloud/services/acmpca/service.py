"""AWS Private CA (botocore ``acm-pca``) in the service shape: operations table, state, contributions.

Root and subordinate CAs with real keys (RSA, EC) kept in the store, their CSRs, certificates issued from
CSRs by AWS's V1 templates (``pki.py``), activation by importing the CA's certificate, revocation with a
CRL, deletion with a restoration period, tags, the resource policy and ACM's permissions. Audit reports,
OCSP answers, API passthrough templates, SM2 and ML-DSA keys are not here: those answer 501 or are refused
by name (docs/acmpca.md).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from labcloud.scheduler import Periodic
from labcloud.services.acmpca import lifecycle
from labcloud.services.acmpca.repo.schema import SCHEMA, TABLES
from labcloud.services.acmpca.state import AcmPcaState
from labcloud.services.acmpca.tag_source import tag_source
from labcloud.services.shape import Contributions, Offer, Operation, Service, lazy_module

if TYPE_CHECKING:
    from labcloud.services.acmpca import (
        activation_ops,
        authority_ops,
        certificate_ops,
        policy_ops,
        revocation_ops,
        tag_ops,
    )
else:
    activation_ops = lazy_module("labcloud.services.acmpca.activation_ops")
    authority_ops = lazy_module("labcloud.services.acmpca.authority_ops")
    certificate_ops = lazy_module("labcloud.services.acmpca.certificate_ops")
    policy_ops = lazy_module("labcloud.services.acmpca.policy_ops")
    revocation_ops = lazy_module("labcloud.services.acmpca.revocation_ops")
    tag_ops = lazy_module("labcloud.services.acmpca.tag_ops")

OPERATIONS: dict[str, Operation[AcmPcaState]] = {
    "CreateCertificateAuthority": authority_ops.create_certificate_authority,
    "DescribeCertificateAuthority": authority_ops.describe_certificate_authority,
    "ListCertificateAuthorities": authority_ops.list_certificate_authorities,
    "UpdateCertificateAuthority": authority_ops.update_certificate_authority,
    "DeleteCertificateAuthority": authority_ops.delete_certificate_authority,
    "RestoreCertificateAuthority": authority_ops.restore_certificate_authority,
    "GetCertificateAuthorityCsr": activation_ops.get_certificate_authority_csr,
    "ImportCertificateAuthorityCertificate": activation_ops.import_certificate_authority_certificate,
    "GetCertificateAuthorityCertificate": activation_ops.get_certificate_authority_certificate,
    "IssueCertificate": certificate_ops.issue_certificate,
    "GetCertificate": certificate_ops.get_certificate,
    "RevokeCertificate": revocation_ops.revoke_certificate,
    "PutPolicy": policy_ops.put_policy,
    "GetPolicy": policy_ops.get_policy,
    "DeletePolicy": policy_ops.delete_policy,
    "CreatePermission": policy_ops.create_permission,
    "ListPermissions": policy_ops.list_permissions,
    "DeletePermission": policy_ops.delete_permission,
    "TagCertificateAuthority": tag_ops.tag_certificate_authority,
    "UntagCertificateAuthority": tag_ops.untag_certificate_authority,
    "ListTags": tag_ops.list_tags,
}


def contributions(state: AcmPcaState) -> Contributions:
    from labcloud.services.acmpca.interfaces import IssuedCertificates
    from labcloud.services.acmpca.ledger import Ledger

    return Contributions(
        tag_sources=(tag_source(state),),
        offers=(Offer(IssuedCertificates, Ledger(state)),),
        periodic=(
            Periodic("acm-pca.lifecycle", lifecycle.SWEEP_SECONDS, lambda now: lifecycle.sweep(state, now)),
        ),
    )


SERVICE: Service[AcmPcaState] = Service(
    name="acm-pca",
    state=AcmPcaState.build,
    operations=OPERATIONS,
    contributes=contributions,
    tables=TABLES,
    schema=SCHEMA,
)

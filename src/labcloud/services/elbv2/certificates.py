"""The certificates and security policy of HTTPS (application) and TLS (network) listeners.

A listener's default certificate must be one of the account's ACM certificates in the region, ISSUED
(ACM answers through its ``CertificateStates`` interface); more can be added to its certificate list
(Add/Remove/DescribeListenerCertificates, for SNI). MutualAuthentication mode ``off`` is kept; ``verify``
and ``passthrough`` (trust stores) are refused by name. labcloud terminates no TLS: an HTTPS listener is served
through the same plain-HTTP front door as an HTTP one (docs/elbv2.md); a TLS listener is kept, as TCP ones are.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from labcloud.context import RequestContext
from labcloud.errors import AwsError
from labcloud.services.acm.interfaces import CertificateStates
from labcloud.services.elbv2 import errors, lookup, publish
from labcloud.services.elbv2.lb_ops import paged
from labcloud.services.elbv2.state import Elbv2State

if TYPE_CHECKING:
    from labcloud.services.elbv2.api import (
        AddListenerCertificatesRequest,
        AddListenerCertificatesResponse,
        DescribeListenerCertificatesRequest,
        DescribeListenerCertificatesResponse,
        DescribeSSLPoliciesRequest,
        DescribeSSLPoliciesResponse,
        RemoveListenerCertificatesRequest,
        RemoveListenerCertificatesResponse,
    )

SECURE = ("HTTPS", "TLS")
DEFAULT_POLICY = "ELBSecurityPolicy-2016-08"
#: The predefined policies AWS documents for application and network load balancers (a selection; each
#: with the TLS versions it allows).
POLICIES: dict[str, tuple[str, ...]] = {
    "ELBSecurityPolicy-2016-08": ("TLSv1", "TLSv1.1", "TLSv1.2"),
    "ELBSecurityPolicy-TLS-1-0-2015-04": ("TLSv1", "TLSv1.1", "TLSv1.2"),
    "ELBSecurityPolicy-TLS-1-1-2017-01": ("TLSv1.1", "TLSv1.2"),
    "ELBSecurityPolicy-TLS-1-2-2017-01": ("TLSv1.2",),
    "ELBSecurityPolicy-TLS-1-2-Ext-2018-06": ("TLSv1.2",),
    "ELBSecurityPolicy-FS-2018-06": ("TLSv1", "TLSv1.1", "TLSv1.2"),
    "ELBSecurityPolicy-FS-1-2-Res-2020-10": ("TLSv1.2",),
    "ELBSecurityPolicy-TLS13-1-2-2021-06": ("TLSv1.2", "TLSv1.3"),
    "ELBSecurityPolicy-TLS13-1-2-Res-2021-06": ("TLSv1.2", "TLSv1.3"),
    "ELBSecurityPolicy-TLS13-1-3-2021-06": ("TLSv1.3",),
    "ELBSecurityPolicy-TLS13-1-2-Ext1-2021-06": ("TLSv1.2", "TLSv1.3"),
    "ELBSecurityPolicy-TLS13-1-2-Ext2-2021-06": ("TLSv1", "TLSv1.1", "TLSv1.2", "TLSv1.3"),
    "ELBSecurityPolicy-TLS13-1-1-2021-06": ("TLSv1.1", "TLSv1.2", "TLSv1.3"),
    "ELBSecurityPolicy-TLS13-1-0-2021-06": ("TLSv1", "TLSv1.1", "TLSv1.2", "TLSv1.3"),
}
MAX_CERTIFICATES = 25


def check_certificate(state: Elbv2State, ctx: RequestContext, arn: str) -> None:
    """The account's ACM certificate in this region, issued; an IAM server certificate is refused by name."""
    if ":iam::" in arn:
        raise errors.unsupported("IAM server certificates on listeners (use an ACM certificate)")
    found = state.services.interface(CertificateStates)
    status = found.certificate_status(ctx.account_id, ctx.region, arn) if found is not None else None
    if status is None:
        raise errors.certificate_not_found(arn)
    if status != "ISSUED":
        raise errors.unsupported_certificate(arn)


def secure_settings(
    state: Elbv2State, ctx: RequestContext, protocol: str, request: Any, current: dict[str, Any] | None
) -> dict[str, Any]:
    """The Certificates and SslPolicy members of a listener of ``protocol`` (empty for HTTP, TCP, ...)."""
    if request.get("AlpnPolicy"):
        raise errors.unsupported("AlpnPolicy (labcloud terminates no TLS)")
    mutual = _mutual(request.get("MutualAuthentication"), protocol)
    given = request.get("Certificates")
    if protocol not in SECURE:
        if given or request.get("SslPolicy"):
            raise errors.validation("Certificates and SslPolicy are only valid for HTTPS and TLS listeners")
        return {}
    if given is None and current is not None and current.get("Certificates"):
        given = current["Certificates"]
    if not given:
        raise errors.validation(f"A certificate must be specified for {protocol} listeners")
    if len(given) != 1:
        raise errors.validation("You can specify only one default certificate for a listener")
    arn = str(given[0].get("CertificateArn") or "")
    check_certificate(state, ctx, arn)
    policy = request.get("SslPolicy") or (current or {}).get("SslPolicy") or DEFAULT_POLICY
    if policy not in POLICIES:
        raise errors.ssl_policy_not_found(str(policy))
    settings: dict[str, Any] = {"Certificates": [{"CertificateArn": arn}], "SslPolicy": policy}
    if mutual is None and current is not None and current.get("MutualAuthentication"):
        mutual = current["MutualAuthentication"]
    if mutual is not None:
        settings["MutualAuthentication"] = mutual
    return settings


def _mutual(given: Any, protocol: str) -> dict[str, Any] | None:
    """A listener's MutualAuthentication: mode ``off`` is kept as AWS describes it; ``verify`` and
    ``passthrough`` (trust stores, client certificates) are refused by name: labcloud terminates no TLS,
    so it could neither check a client certificate nor pass one on."""
    if given is None:
        return None
    mode = str(given.get("Mode") or "")
    if mode in ("verify", "passthrough"):
        raise errors.unsupported(
            f"MutualAuthentication mode '{mode}' (mutual TLS and trust stores: labcloud terminates no TLS)"
        )
    if mode != "off":
        raise errors.validation(
            f"Mutual authentication mode '{mode}' must be one of 'off, passthrough, verify'"
        )
    if protocol != "HTTPS":
        raise errors.validation("Mutual authentication can be configured only for HTTPS listeners")
    if given.get("TrustStoreArn"):
        raise errors.validation("A trust store cannot be specified when mutual authentication mode is 'off'")
    return {"Mode": "off"}


def _secure_listener(state: Elbv2State, ctx: RequestContext, arn: str) -> Any:
    listener = lookup.listener(state, ctx, arn)
    if listener.doc["Protocol"] not in SECURE:
        raise errors.validation(f"Listener '{arn}' is not an HTTPS or TLS listener")
    return listener


def _extra(listener: Any) -> list[str]:
    return list(listener.doc.get("_ExtraCertificates") or [])


def add_listener_certificates(
    state: Elbv2State, request: AddListenerCertificatesRequest, ctx: RequestContext
) -> AddListenerCertificatesResponse:
    listener = _secure_listener(state, ctx, request["ListenerArn"])
    extra = _extra(listener)
    for certificate in request["Certificates"]:
        arn = str(certificate.get("CertificateArn") or "")
        check_certificate(state, ctx, arn)
        if arn not in extra and arn != listener.doc["Certificates"][0]["CertificateArn"]:
            extra.append(arn)
    if len(extra) + 1 > MAX_CERTIFICATES:
        raise errors.too_many("Certificates", f"A listener can have at most {MAX_CERTIFICATES} certificates")
    with state.store.transaction():
        state.resources.set_doc(listener.arn, {**listener.doc, "_ExtraCertificates": extra})
        _modified(state, ctx, listener)
    return {"Certificates": [{"CertificateArn": arn, "IsDefault": False} for arn in extra]}


def remove_listener_certificates(
    state: Elbv2State, request: RemoveListenerCertificatesRequest, ctx: RequestContext
) -> RemoveListenerCertificatesResponse:
    listener = _secure_listener(state, ctx, request["ListenerArn"])
    default = listener.doc["Certificates"][0]["CertificateArn"]
    gone = {str(c.get("CertificateArn") or "") for c in request["Certificates"]}
    if default in gone:
        raise AwsError(
            "OperationNotPermitted", "The default certificate of a listener cannot be removed", status=400
        )
    extra = [arn for arn in _extra(listener) if arn not in gone]
    with state.store.transaction():
        state.resources.set_doc(listener.arn, {**listener.doc, "_ExtraCertificates": extra})
        _modified(state, ctx, listener)
    return {}


def _modified(state: Elbv2State, ctx: RequestContext, listener: Any) -> None:
    publish.emit(
        state, ctx.account_id, ctx.region, "elbv2.listener.modified", listener.arn, port=listener.doc["Port"]
    )


def describe_listener_certificates(
    state: Elbv2State, request: DescribeListenerCertificatesRequest, ctx: RequestContext
) -> DescribeListenerCertificatesResponse:
    listener = lookup.listener(state, ctx, request["ListenerArn"])
    every: list[dict[str, Any]] = [
        {"CertificateArn": c["CertificateArn"], "IsDefault": True}
        for c in listener.doc.get("Certificates") or []
    ]
    every += [{"CertificateArn": arn, "IsDefault": False} for arn in _extra(listener)]
    page, marker = paged(every, request.get("Marker"), request.get("PageSize"))
    answer: DescribeListenerCertificatesResponse = {"Certificates": page}
    if marker:
        answer["NextMarker"] = marker
    return answer


def describe_ssl_policies(
    state: Elbv2State, request: DescribeSSLPoliciesRequest, ctx: RequestContext
) -> DescribeSSLPoliciesResponse:
    names = list(request.get("Names") or POLICIES)
    unknown = [name for name in names if name not in POLICIES]
    if unknown:
        raise errors.ssl_policy_not_found(unknown[0])
    # every predefined policy serves both kinds that take certificates; a gateway load balancer none
    if request.get("LoadBalancerType") == "gateway":
        names = []
    policies = [
        {
            "Name": name,
            "SslProtocols": list(POLICIES[name]),
            "SupportedLoadBalancerTypes": ["application", "network"],
        }
        for name in names
    ]
    page, marker = paged(policies, request.get("Marker"), request.get("PageSize"))
    answer: DescribeSSLPoliciesResponse = {"SslPolicies": page}
    if marker:
        answer["NextMarker"] = marker
    return answer

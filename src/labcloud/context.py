"""Who is calling, for which account and region, and for which request.

A :class:`RequestContext` travels with every call through the pipeline, whether it came over
HTTP or from inside labcloud (an event source mapping polling SQS, a sandbox's log delivery).
"""

from __future__ import annotations

import ipaddress
import time
import uuid
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any


@dataclass(slots=True)
class Principal:
    """The identity a request acts as.

    ``kind`` is ``root`` (the account's own test credentials), ``user`` (an IAM user's key),
    ``assumed-role`` (STS session credentials of a role, e.g. a Lambda execution role),
    ``federated-user`` (GetFederationToken credentials; ``name`` is the IAM user who asked, None
    for the root) or ``service`` (labcloud acting for an AWS service principal).

    ``tags`` are the principal's tags as policies see them (``aws:PrincipalTag/*``: a role
    session's role tags overlaid by its session tags); ``transitive_tags`` the session tags that a
    role-chained session inherits.
    """

    account_id: str
    arn: str
    kind: str = "root"
    access_key: str | None = None
    name: str | None = None  # user name, or role name for a role session
    session_name: str | None = None
    role_arn: str | None = None
    user_id: str | None = None
    tags: tuple[tuple[str, str], ...] = ()
    transitive_tags: tuple[tuple[str, str], ...] = ()


@dataclass(frozen=True, slots=True)
class SignedRequest:
    """A request as its client sent and signed it: what a SigV4 signature check reads, and nothing else."""

    method: str
    raw_path: str
    query_string: str
    headers: Mapping[str, str]
    body: bytes


@dataclass(slots=True)
class RequestContext:
    """One call's facts: service, operation, identity, account, region and ids."""

    service: str
    operation: str
    account_id: str
    region: str
    principal: Principal
    request_id: str = field(default_factory=lambda: str(uuid.uuid4()))
    source: str = "http"  # http | internal
    endpoint: str = "http://127.0.0.1:5000"
    started: float = field(default_factory=time.time)
    client_host: str = "127.0.0.1"
    headers: dict[str, str] = field(default_factory=dict)
    path: str = "/"
    #: What the caller signed, for SigV4 signature checks; None for internal calls.
    signed: SignedRequest | None = None
    #: The Lambda request id when the caller is a function's sandbox (for the ledger's "who").
    lambda_request_id: str | None = None
    extra: dict[str, Any] = field(default_factory=dict)

    def arn(self, service: str, resource: str) -> str:
        return f"arn:aws:{service}:{self.region}:{self.account_id}:{resource}"


def secure_transport(client_host: str | None) -> str:
    """``aws:SecureTransport`` for a request from ``client_host``: "true" when it never left this machine.

    labcloud serves plain HTTP; what the key guards against (a request readable on the network) cannot
    happen on the loopback interface, so policies that deny ``"aws:SecureTransport": "false"`` (the CDK
    bootstrap bucket's) allow local clients and internal calls, and still deny a client from elsewhere.
    """
    if not client_host:
        return "true"
    try:
        return "true" if ipaddress.ip_address(client_host).is_loopback else "false"
    except ValueError:
        return "false"

"""Who may do what in classroom mode: learners' keys resolve to their own accounts (their signatures
checked), and labcloud's own routes under ``/_labcloud/`` answer a learner only for their lab.

- An AWS request must carry a known key (a learner's, or one IAM/STS minted); identity.py refuses
  the rest with the service's InvalidClientTokenId / UnrecognizedClientException.
- A request under ``/_labcloud/`` signed with a learner's key acts for that learner's account
  (``InternalRequest.account_id``): the lab CLI signs its calls with the learner's credentials.
- From another machine, an unsigned request under ``/_labcloud/`` is refused, and a learner reaches
  only the routes a learner needs (the lab's, health, their own events): the dashboard, exports,
  resets and keys answer the instructor's machine alone.
"""

from __future__ import annotations

import ipaddress
from typing import TYPE_CHECKING

from labcloud.classroom.learners import Learner
from labcloud.context import Principal, RequestContext, SignedRequest
from labcloud.errors import AwsError
from labcloud.internal.routes import InternalResponse, error_response
from labcloud.protocol.router import credentials_of
from labcloud.protocol.wire import WireRequest
from labcloud.services.iam.signatures import SignatureVerifier

if TYPE_CHECKING:
    from labcloud.hub import Hub

#: What a learner's lab CLI calls under /_labcloud from another machine (and everything under /labs/).
LEARNER_PATHS = ("/health", "/labs", "/events")


def is_loopback(host: str) -> bool:
    try:
        return ipaddress.ip_address(host.split("%", 1)[0]).is_loopback
    except ValueError:
        return host in ("localhost", "")


class Classroom:
    """The enrolled learners, looked up by key, name and account."""

    def __init__(self, hub: Hub, learners: list[Learner]) -> None:
        self.hub = hub
        self.learners: list[Learner] = []
        self.by_key: dict[str, Learner] = {}
        self.by_name: dict[str, Learner] = {}
        self.by_account: dict[str, Learner] = {}
        self.replace(learners)
        self.verifier = SignatureVerifier(self.secret_for)

    def replace(self, learners: list[Learner]) -> None:
        self.learners = list(learners)
        self.by_key = {learner.access_key: learner for learner in learners}
        self.by_name = {learner.name: learner for learner in learners}
        self.by_account = {learner.account_id: learner for learner in learners}

    def resolve(self, access_key: str) -> Principal | None:
        """Identity's resolver: a learner's key is the root of the learner's account."""
        learner = self.by_key.get(access_key)
        return None if learner is None else self.hub.identity.root(learner.account_id, access_key)

    def secret_for(self, access_key: str) -> tuple[str, str | None] | None:
        learner = self.by_key.get(access_key)
        return None if learner is None else (learner.secret, None)

    def authorize(self, ctx: RequestContext, params: dict[str, object]) -> None:
        """Pipeline authorizer: a request made with a learner's key carries that learner's signature."""
        self.verifier.authorize(ctx, dict(params))

    def admit(self, request: WireRequest, sub_path: str) -> tuple[InternalResponse | None, str | None]:
        """(a refusal, or None; the account the request acts for) for a request under /_labcloud."""
        key = credentials_of(request).access_key
        local = is_loopback(request.client_host)
        if not key:
            if local:
                return None, None  # the instructor, on the instructor's machine
            return _refused("sign the request with your learner's keys (`labcloud lab` does)"), None
        try:
            principal = self.hub.identity.principal_for(key, "sts")
            ctx = RequestContext(
                service="labcloud",
                operation=sub_path,
                account_id=principal.account_id,
                region=self.hub.settings.region,
                principal=principal,
                headers=request.headers,
                signed=SignedRequest(
                    request.method,
                    request.raw_path or request.path,
                    request.query_string,
                    request.headers,
                    request.body,
                ),
            )
            self.verifier.authorize(ctx, {})
        except AwsError as error:
            return error_response(403, error.code, error.message), None
        if not local:
            if key not in self.by_key:
                return _refused(
                    "from another machine, sign with your learner's keys (`labcloud lab` does)"
                ), None
            if not _learner_path(sub_path):
                return _refused(f"{sub_path} answers only on the instructor's machine"), None
        return None, principal.account_id


def _learner_path(sub_path: str) -> bool:
    return sub_path in LEARNER_PATHS or sub_path.startswith("/labs/")


def _refused(message: str) -> InternalResponse:
    return error_response(403, "AccessDenied", message)

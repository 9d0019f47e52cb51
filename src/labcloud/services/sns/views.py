"""SNS's internal routes: the signing certificate (``SigningCertURL``), topics for the view, the outbox."""

from __future__ import annotations

from labcloud.internal.routes import InternalRequest, InternalResponse, InternalRoute, json_response
from labcloud.services.sns.signer import CERT_PATH
from labcloud.services.sns.state import SnsState


def routes(state: SnsState) -> list[InternalRoute]:
    def certificate(request: InternalRequest) -> InternalResponse:
        return InternalResponse(200, state.signer.certificate().encode(), "application/x-pem-file")

    def outbox(request: InternalRequest) -> InternalResponse:
        limit = max(1, min(request.int_arg("limit", 100), 1000))
        return json_response({"messages": state.deliveries.outbox(limit)})

    return [InternalRoute("GET", CERT_PATH, certificate), InternalRoute("GET", "/sns/outbox", outbox)]

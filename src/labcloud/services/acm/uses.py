"""What uses a certificate (DescribeCertificate's InUseBy): API Gateway's custom domain names, read
through its GetDomainNames (REST and HTTP APIs share the one record per name). Nothing else in labcloud
takes a certificate ARN yet (no CloudFront, no load balancers)."""

from __future__ import annotations

from labcloud.context import RequestContext
from labcloud.errors import AwsError
from labcloud.services.acm.state import AcmState

#: GetDomainNames pages read at most (500 names a page).
MAX_PAGES = 20


async def in_use_by(state: AcmState, ctx: RequestContext) -> dict[str, list[str]]:
    """Certificate ARN → the ARNs of the domain names using it, in the caller's account and region."""
    out: dict[str, list[str]] = {}
    position: str | None = None
    for _ in range(MAX_PAGES):
        params: dict[str, object] = {"limit": 500}
        if position:
            params["position"] = position
        try:
            page = await state.services.call(
                "apigateway", "GetDomainNames", params, account_id=ctx.account_id, region=ctx.region
            )
        except AwsError:
            return out
        for item in page.get("items") or []:
            user = f"arn:aws:apigateway:{ctx.region}::/domainnames/{item.get('domainName')}"
            for member in ("certificateArn", "regionalCertificateArn"):
                arn = item.get(member)
                if arn and user not in out.setdefault(str(arn), []):
                    out[str(arn)].append(user)
        position = page.get("position")
        if not position:
            break
    return out

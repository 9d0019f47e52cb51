"""WAF as a filter of the front doors (:class:`~.interfaces.WebAclFilter`): finds the web ACL associated
with a resource, evaluates it (evaluate.py), keeps sampled requests, publishes blocks for the view, and
turns a Block into its answer (a CustomResponse, or the front door's own 403)."""

from __future__ import annotations

import logging
from typing import Any

from labcloud import clock
from labcloud.services.wafv2 import evaluate
from labcloud.services.wafv2.events import publish
from labcloud.services.wafv2.interfaces import WafBlock, WafRequest
from labcloud.services.wafv2.managed_detectors import ManagedInputs
from labcloud.services.wafv2.state import MAX_SAMPLES, WafState

log = logging.getLogger("labcloud.wafv2")

_CONTENT_TYPES = {
    "TEXT_PLAIN": "text/plain",
    "TEXT_HTML": "text/html",
    "APPLICATION_JSON": "application/json",
}


class Filter:
    """Implements ``interfaces.WebAclFilter`` over the service's state."""

    def __init__(self, state: WafState) -> None:
        self.state = state
        self.managed_inputs = ManagedInputs(
            state.reputation, state.anonymous, state.settings.port, data_centers=state.data_centers
        )

    def _doc(self, arn: str) -> dict[str, Any] | None:
        found = self.state.records.by_arn(arn)
        return None if found is None else found.doc

    def scope_of(self, acl_arn: str) -> str | None:
        found = self.state.records.by_arn(acl_arn)
        return found.scope if found is not None and found.kind == "webacl" else None

    def inspect(self, resource_arn: str, request: WafRequest) -> WafBlock | None:
        acl_arn = self.state.records.associated(resource_arn)
        if acl_arn is None:
            return None
        return self.inspect_acl(acl_arn, resource_arn, request)

    def inspect_acl(self, acl_arn: str, resource_arn: str, request: WafRequest) -> WafBlock | None:
        acl = self.state.records.by_arn(acl_arn)
        if acl is None or acl.kind != "webacl":
            return None
        now = clock.now()
        inspection = evaluate.Inspection(
            request,
            acl_arn,
            now,
            self.state.rates,
            self._doc,
            country=self.state.country,
            managed_inputs=self.managed_inputs,
        )
        verdict = evaluate.verdict(acl.doc, inspection, self._doc)
        block = _answer(acl.doc, verdict) if verdict.action == "BLOCK" else None
        account_id, region = acl_arn.split(":")[4], acl_arn.split(":")[3]
        with self.state.store.transaction():
            self._sample(acl.doc, verdict, request, now, block)
            publish(
                self.state,
                f"wafv2.request.{verdict.action.lower()}ed",
                account_id,
                region,
                acl_arn,
                resource_arn=resource_arn,
                web_acl=acl.name,
                scope=acl.scope,
                rule=verdict.rule,
                within=verdict.within or None,
                counted=sorted({name for name, _ in verdict.counted}),
                status=block.status if block is not None else None,
                metrics=_metrics(acl.doc, verdict),
            )
        return block

    def _sample(
        self,
        acl: dict[str, Any],
        verdict: evaluate.Verdict,
        request: WafRequest,
        now: float,
        block: WafBlock | None,
    ) -> None:
        """Keeps the request for GetSampledRequests under the terminating rule's (or the web ACL's) metric
        and each counting rule's, where their VisibilityConfig enables sampling."""
        enabled = {
            str(acl["VisibilityConfig"]["MetricName"]): bool(
                acl["VisibilityConfig"]["SampledRequestsEnabled"]
            )
        }
        for rule in acl.get("Rules") or []:
            config = rule["VisibilityConfig"]
            enabled[str(config["MetricName"])] = bool(config["SampledRequestsEnabled"])
        base: dict[str, Any] = {
            "Request": {
                "ClientIP": request.client_ip,
                "Country": self.state.country or "",
                "URI": request.uri,
                "Method": request.method,
                "HTTPVersion": "HTTP/1.1",
                "Headers": [{"Name": k, "Value": v} for k, v in request.headers.items()][:50],
            },
            "Labels": [{"Name": label} for label in verdict.labels],
        }
        chosen = [(verdict.metric, verdict.action, block.status if block else None)]
        chosen += [(metric, "COUNT", None) for _, metric in verdict.counted]
        for metric, action, status in chosen:
            if not enabled.get(metric):
                continue
            doc: dict[str, Any] = dict(base, Action=action)
            if status is not None:
                doc["ResponseCodeSent"] = status
            if verdict.within and action != "COUNT":
                doc["RuleNameWithinRuleGroup"] = verdict.within
            self.state.records.sample(str(acl["ARN"]), metric, now, doc, MAX_SAMPLES)


def _metrics(acl: dict[str, Any], verdict: evaluate.Verdict) -> list[list[str]]:
    """(metric, Rule dimension) pairs AWS/WAFV2 counts for this request, where CloudWatchMetricsEnabled:
    the terminating rule's (or, for the default action, the web ACL's metric name), ``ALL`` for the web
    ACL, and CountedRequests for each counting rule."""
    enabled = {
        str(r["VisibilityConfig"]["MetricName"]): bool(r["VisibilityConfig"]["CloudWatchMetricsEnabled"])
        for r in acl.get("Rules") or []
    }
    own = acl["VisibilityConfig"]
    enabled[str(own["MetricName"])] = bool(own["CloudWatchMetricsEnabled"])
    name = "AllowedRequests" if verdict.action == "ALLOW" else "BlockedRequests"
    found = [[name, verdict.metric]] if enabled.get(verdict.metric) else []
    if own["CloudWatchMetricsEnabled"]:
        found.append([name, "ALL"])
    found += [["CountedRequests", metric] for _, metric in verdict.counted if enabled.get(metric)]
    return found


def _answer(acl: dict[str, Any], verdict: evaluate.Verdict) -> WafBlock:
    response = verdict.handling.get("CustomResponse")
    if not response:
        return WafBlock(403)
    headers = [(f"x-amzn-waf-{h['Name']}", str(h["Value"])) for h in response.get("ResponseHeaders") or []]
    key = response.get("CustomResponseBodyKey")
    body = (acl.get("CustomResponseBodies") or {}).get(key) if key else None
    if body is None:
        return WafBlock(int(response["ResponseCode"]), b"", "text/plain", headers, custom=True)
    content_type = _CONTENT_TYPES.get(str(body["ContentType"]), "text/plain")
    return WafBlock(
        int(response["ResponseCode"]), str(body["Content"]).encode(), content_type, headers, custom=True
    )

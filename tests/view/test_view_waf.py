"""The view's WAF panel: each web ACL with what it protects, its rules (an AWS managed rule group among
them) with the requests each allowed, blocked and counted, and the sampled requests naming the managed rule
that decided; over the route (``/_labcloud/waf``) and in the browser."""

from __future__ import annotations

import json
import sys
import urllib.request
from pathlib import Path
from typing import Any

from labcloud.testing.server_process import LabcloudProcess

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "wafv2"))
from test_wafv2_filtering import byte, mock_api, rule, vis  # noqa: E402
from test_wafv2_managed import BROWSER, managed, send  # noqa: E402


def _guarded(labcloud: LabcloudProcess) -> tuple[str, str, str]:
    """A REST API stage behind a web ACL: a byte match rule, a counting rule and the core rule set; a few
    requests through it. (API id, stage ARN, web ACL ARN)."""
    wafv2: Any = labcloud.boto3_client("wafv2")
    api_id, stage_arn = mock_api(labcloud.boto3_client("apigateway"))
    rules = [
        rule("no-secrets", 0, byte("secret", {"QueryString": {}})),
        rule("watch-posts", 1, byte("POST", {"Method": {}}, "EXACTLY"), action="Count"),
        managed(
            "AWSManagedRulesCommonRuleSet",
            2,
            RuleActionOverrides=[{"Name": "SizeRestrictions_QUERYSTRING", "ActionToUse": {"Count": {}}}],
        ),
    ]
    acl = wafv2.create_web_acl(
        Name="view-guard",
        Scope="REGIONAL",
        DefaultAction={"Allow": {}},
        Rules=rules,
        VisibilityConfig=vis("view-guard"),
    )["Summary"]
    wafv2.associate_web_acl(WebACLArn=acl["ARN"], ResourceArn=stage_arn)
    ua = {"User-Agent": BROWSER}
    assert send(labcloud, api_id, headers=ua) == 200
    assert send(labcloud, api_id, headers=ua) == 200
    assert send(labcloud, api_id, "/items", "POST", b"{}", ua) == 200
    assert send(labcloud, api_id, "/items?a=secret", headers=ua) == 403
    assert send(labcloud, api_id, "/items?q=" + "a" * 2100, headers=ua) == 200  # counted by the CRS
    assert send(labcloud, api_id, headers={}) == 403  # NoUserAgent_HEADER
    return api_id, stage_arn, str(acl["ARN"])


def test_the_waf_route_counts_each_rules_requests(labcloud: LabcloudProcess) -> None:
    api_id, stage_arn, acl_arn = _guarded(labcloud)
    with urllib.request.urlopen(labcloud.endpoint + "/_labcloud/waf", timeout=30) as answer:
        doc = json.loads(answer.read())
    (acl,) = [a for a in doc["web_acls"] if a["arn"] == acl_arn]
    assert (acl["name"], acl["scope"], acl["default_action"], acl["capacity"]) == (
        "view-guard",
        "REGIONAL",
        "Allow",
        712,
    )
    assert acl["protects"] == [stage_arn]
    rules = {r["name"]: r for r in acl["rules"]}
    assert rules["no-secrets"]["blocked"] == 1 and rules["no-secrets"]["what"] == "bytematch"
    assert rules["watch-posts"]["counted"] == 1 and rules["watch-posts"]["action"] == "Count"
    crs = rules["AWS-AWSManagedRulesCommonRuleSet"]
    assert (crs["what"], crs["action"], crs["blocked"], crs["counted"]) == (
        "managed AWS/AWSManagedRulesCommonRuleSet",
        "override None",
        1,
        1,
    )
    assert acl["default"] == {"allowed": 4, "blocked": 0, "counted": 0}
    newest = acl["samples"][0]
    assert (newest["rule"], newest["within"], newest["action"], newest["status"]) == (
        "AWS-AWSManagedRulesCommonRuleSet",
        "NoUserAgent_HEADER",
        "BLOCK",
        403,
    )
    assert newest["labels"] == ["awswaf:managed:aws:core-rule-set:NoUserAgent_Header"]
    assert {s["action"] for s in acl["samples"]} == {"ALLOW", "BLOCK", "COUNT"}
    assert api_id


def test_the_waf_panel_shows_rules_counts_and_samples(labcloud: LabcloudProcess, page: Any) -> None:
    _api_id, _stage_arn, acl_arn = _guarded(labcloud)
    page.goto(labcloud.endpoint + "/_labcloud/view/")
    box = page.locator(f'#panel-waf .waf-acl[data-arn="{acl_arn}"]')
    box.locator("tr.waf-sample").first.wait_for(timeout=15000)
    assert "view-guard" in box.locator("h3").inner_text() and "712 WCU" in box.locator("h3").inner_text()
    assert "/ prod" in box.locator(".waf-protects").inner_text()
    crs = box.locator('tr.waf-rule[data-rule="AWS-AWSManagedRulesCommonRuleSet"]').inner_text()
    assert "managed AWS/AWSManagedRulesCommonRuleSet" in crs and "override None" in crs
    cells = box.locator('tr.waf-rule[data-rule="no-secrets"] td')
    assert [cells.nth(i).inner_text() for i in (4, 5, 6)] == ["0", "1", "0"]
    cells = box.locator('tr.waf-rule[data-rule="AWS-AWSManagedRulesCommonRuleSet"] td')
    assert [cells.nth(i).inner_text() for i in (4, 5, 6)] == ["0", "1", "1"]
    blocked = box.locator('tr.waf-sample[data-action="BLOCK"]').all_inner_texts()
    assert any("NoUserAgent_HEADER" in t and "core-rule-set:NoUserAgent_Header" in t for t in blocked)
    assert page.locator("#waf-empty").is_hidden()
    assert page.page_errors == []

"""AWS WAF benchmark: what a web ACL adds to a REST API request.

Run: python bench/bench_wafv2.py   (starts its own labcloud; prints numbers, asserts nothing)

One MOCK API deployed to two stages, ``prod`` (open) and ``guarded``; a web ACL of ten rules that do not match
(byte, regex, regex pattern set, IP set, size, SQLi, XSS, And/Not, a label match, a rate-based rule by IP
with a high limit) protects ``guarded``; a web ACL of AWS's eleven managed rule groups labcloud offers
(1,925 WCU with Bot Control, every rule of each run against a request none matches: a browser's User-Agent)
protects ``managed``. One kept-alive
connection sends requests to the stages in turn; WAF's added cost is the difference of the p50s (target:
under 1 ms). Then the p50 of a request the first rule blocks.
"""

from __future__ import annotations

import http.client
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests" / "wafv2"))

from test_wafv2_filtering import byte, mock_api, rule, vis  # noqa: E402

from labcloud.testing.server_process import LabcloudProcess  # noqa: E402

ROUNDS = 1000
WARMUP = 100


def pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def web_acl(wafv2: Any) -> str:
    ipset = wafv2.create_ip_set(
        Name="b", Scope="REGIONAL", IPAddressVersion="IPV4", Addresses=["192.0.2.0/24"]
    )
    regexes = wafv2.create_regex_pattern_set(
        Name="r", Scope="REGIONAL", RegularExpressionList=[{"RegexString": "(?i)sqlmap|nikto"}]
    )
    query = {"QueryString": {}}
    none = [{"Priority": 0, "Type": "URL_DECODE"}]
    statements = [
        byte("blocked-by-bench", {"SingleHeader": {"Name": "x-bench"}}, "EXACTLY"),
        byte("/admin", {"UriPath": {}}, "STARTS_WITH", "LOWERCASE"),
        {
            "RegexMatchStatement": {
                "RegexString": "^/(wp-admin|phpmyadmin)",
                "FieldToMatch": {"UriPath": {}},
                "TextTransformations": none,
            }
        },
        {
            "RegexPatternSetReferenceStatement": {
                "ARN": regexes["Summary"]["ARN"],
                "FieldToMatch": {"SingleHeader": {"Name": "user-agent"}},
                "TextTransformations": none,
            }
        },
        {"IPSetReferenceStatement": {"ARN": ipset["Summary"]["ARN"]}},
        {
            "SizeConstraintStatement": {
                "FieldToMatch": {"Body": {}},
                "ComparisonOperator": "GT",
                "Size": 8192,
                "TextTransformations": none,
            }
        },
        {"SqliMatchStatement": {"FieldToMatch": query, "TextTransformations": none}},
        {"XssMatchStatement": {"FieldToMatch": query, "TextTransformations": none}},
        {
            "AndStatement": {
                "Statements": [
                    byte("DELETE", {"Method": {}}, "EXACTLY"),
                    {"NotStatement": {"Statement": byte("k", query)}},
                ]
            }
        },
        {"LabelMatchStatement": {"Scope": "NAMESPACE", "Key": "awswaf:000000000000:webacl:bench:bots:"}},
    ]
    rules = [rule(f"r{i}", i, s) for i, s in enumerate(statements)]
    rules.append(rule("rate", 99, {"RateBasedStatement": {"Limit": 1_000_000, "AggregateKeyType": "IP"}}))
    made = wafv2.create_web_acl(
        Name="bench",
        Scope="REGIONAL",
        DefaultAction={"Allow": {}},
        Rules=rules,
        VisibilityConfig=vis("bench"),
    )
    return str(made["Summary"]["ARN"])


MANAGED = [
    "AWSManagedRulesCommonRuleSet",
    "AWSManagedRulesAdminProtectionRuleSet",
    "AWSManagedRulesKnownBadInputsRuleSet",
    "AWSManagedRulesSQLiRuleSet",
    "AWSManagedRulesLinuxRuleSet",
    "AWSManagedRulesUnixRuleSet",
    "AWSManagedRulesWindowsRuleSet",
    "AWSManagedRulesPHPRuleSet",
    "AWSManagedRulesAmazonIpReputationList",
    "AWSManagedRulesAnonymousIpList",
    "AWSManagedRulesBotControlRuleSet",
]


def managed_acl(wafv2: Any) -> str:
    rules = [
        {
            "Name": name,
            "Priority": i,
            "Statement": {"ManagedRuleGroupStatement": {"VendorName": "AWS", "Name": name}},
            "OverrideAction": {"None": {}},
            "VisibilityConfig": vis(name),
        }
        for i, name in enumerate(MANAGED)
    ]
    made = wafv2.create_web_acl(
        Name="managed", Scope="REGIONAL", DefaultAction={"Allow": {}}, Rules=rules, VisibilityConfig=vis("m")
    )
    return str(made["Summary"]["ARN"])


def main() -> None:
    server = LabcloudProcess(in_memory=True).start()
    try:
        apigw = server.boto3_client("apigateway")
        wafv2 = server.boto3_client("wafv2")
        api_id, stage_arn = mock_api(apigw)
        apigw.create_deployment(restApiId=api_id, stageName="guarded")
        wafv2.associate_web_acl(WebACLArn=web_acl(wafv2), ResourceArn=stage_arn.replace("/prod", "/guarded"))
        apigw.create_deployment(restApiId=api_id, stageName="managed")
        wafv2.associate_web_acl(
            WebACLArn=managed_acl(wafv2), ResourceArn=stage_arn.replace("/prod", "/managed")
        )
        conn = http.client.HTTPConnection("127.0.0.1", server.port)
        host = {
            "Host": f"{api_id}.execute-api.localhost:{server.port}",
            "User-Agent": "Mozilla/5.0 (X11; Linux x86_64) bench",
        }
        timings: dict[str, list[float]] = {"prod": [], "guarded": [], "managed": [], "blocked": []}
        for index in range(ROUNDS + WARMUP):
            for stage, extra, wanted in (
                ("prod", {}, 200),
                ("guarded", {}, 200),
                ("managed", {}, 200),
                ("guarded", {"x-bench": "blocked-by-bench"}, 403),
            ):
                started = time.perf_counter()
                conn.request("GET", f"/{stage}/items?q=1", headers={**host, **extra})
                response = conn.getresponse()
                response.read()
                took = (time.perf_counter() - started) * 1000
                if response.status != wanted:
                    raise SystemExit(f"{stage} answered {response.status}")
                if index >= WARMUP:
                    timings["blocked" if extra else stage].append(took)
        conn.close()
        for name, values in timings.items():
            print(
                f"{name:8} ({ROUNDS} requests): p50 {pct(values, 0.5):.3f} ms, p99 {pct(values, 0.99):.3f} ms"
            )
        added = pct(timings["guarded"], 0.5) - pct(timings["prod"], 0.5)
        print(f"an 11-rule web ACL's added cost: p50 difference {added:.3f} ms (target < 1 ms)")
        added = pct(timings["managed"], 0.5) - pct(timings["prod"], 0.5)
        print(f"eleven AWS managed rule groups' added cost: p50 difference {added:.3f} ms (target < 1 ms)")
    finally:
        server.stop()


if __name__ == "__main__":
    main()

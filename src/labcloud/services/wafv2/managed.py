"""The AWS managed rule groups labcloud offers (VendorName ``AWS``): each group's name, WCU capacity,
label namespace, versions, and its rules with the names, actions and labels AWS documents in the WAF
developer guide ("AWS Managed Rules rule groups list"). What each rule matches is labcloud's own
approximation of what that documentation says it inspects (detect.py; AWS's signatures are not public),
described rule by rule in docs/wafv2.md. The groups AWS charges for (Bot Control, ATP, ACFP, anti-DDoS)
and every other vendor's are not offered."""

from __future__ import annotations

import ipaddress
from collections.abc import Callable
from dataclasses import dataclass, field
from urllib.parse import parse_qsl, unquote, unquote_plus

from labcloud.services.wafv2 import detect
from labcloud.services.wafv2.interfaces import WafRequest
from labcloud.services.wafv2.state import BODY_LIMIT, Network


@dataclass(frozen=True, slots=True)
class ManagedInputs:
    """What some rules need beyond the request: the addresses labcloud's IP lists hold (none unless
    LABCLOUD_WAF_IP_REPUTATION / LABCLOUD_WAF_ANONYMOUS_IPS name them) and the port labcloud serves on
    (its own address stands in for a real API's domain in the Host header)."""

    reputation: tuple[Network, ...] = ()
    anonymous: tuple[Network, ...] = ()
    own_port: int = 5000


Detector = Callable[[WafRequest, ManagedInputs], bool]


@dataclass(frozen=True, slots=True)
class ManagedRule:
    name: str
    label: str
    detect: Detector
    action: str = "Block"


@dataclass(frozen=True, slots=True)
class ManagedGroup:
    name: str
    capacity: int
    #: The namespace token of the group's labels: ``awswaf:managed:aws:<token>:``.
    token: str
    description: str
    rules: tuple[ManagedRule, ...]
    #: The versions labcloud knows (empty: the group is not versioned, as AWS's IP lists).
    versions: tuple[str, ...] = ("Version_1.0",)
    consumed: tuple[str, ...] = field(default=())

    @property
    def namespace(self) -> str:
        return f"awswaf:managed:aws:{self.token}:"

    def rule(self, name: str) -> ManagedRule | None:
        return next((r for r in self.rules if r.name == name), None)


# --- the parts of a request the rules inspect, decoded as AWS's managed rules see them ---


def _uri(r: WafRequest) -> list[str]:
    return [unquote(r.uri)]


def _query_string(r: WafRequest) -> list[str]:
    return [unquote_plus(r.query_string)] if r.query_string else []


def _query_args(r: WafRequest) -> list[str]:
    return [v for _, v in parse_qsl(r.query_string, keep_blank_values=True)]


def _body(r: WafRequest) -> list[str]:
    text = r.body[:BODY_LIMIT].decode("utf-8", "replace")
    return [text, unquote_plus(text)] if text else []


def _cookie(r: WafRequest) -> list[str]:
    value = r.headers.get("cookie")
    return [unquote_plus(value)] if value else []


def _headers(r: WafRequest) -> list[str]:
    return [unquote_plus(v) for k, v in r.headers.items() if k not in ("host", "cookie")]


Part = Callable[[WafRequest], list[str]]


def _found(pattern: detect.re.Pattern[str], part: Part) -> Detector:
    return lambda r, _inputs: any(pattern.search(text) for text in part(r))


def _ends(pattern: detect.re.Pattern[str], part: Part) -> Detector:
    return lambda r, _inputs: any(pattern.search(text.split("?")[0].rstrip("/")) for text in part(r))


def _bigger(limit: int, size: Callable[[WafRequest], int]) -> Detector:
    return lambda r, _inputs: size(r) > limit


def _no_user_agent(r: WafRequest, _inputs: ManagedInputs) -> bool:
    return not (r.headers.get("user-agent") or "").strip()


def _bad_bot(r: WafRequest, _inputs: ManagedInputs) -> bool:
    return detect.BAD_BOTS.search((r.headers.get("user-agent") or "").lower()) is not None


def _localhost(r: WafRequest, inputs: ManagedInputs) -> bool:
    """A Host naming localhost or a loopback address other than labcloud's own (127.0.0.1:<port> stands
    in for the API's domain, so it alone is not a forged local host)."""
    host = (r.headers.get("host") or "").strip().lower()
    if host.startswith("["):  # [::1]:5000
        name, _, rest = host[1:].partition("]")
        port = rest[1:] if rest.startswith(":") else ""
    elif host.count(":") == 1:
        name, port = host.split(":")
    else:
        name, port = host, ""
    loopback = name == "localhost" or name.endswith(".localhost")
    try:
        loopback = loopback or ipaddress.ip_address(name).is_loopback
    except ValueError:
        pass
    return loopback and port != str(inputs.own_port)


def _listed(which: str) -> Detector:
    def found(r: WafRequest, inputs: ManagedInputs) -> bool:
        try:
            address = ipaddress.ip_address(r.client_ip)
        except ValueError:
            return False
        return any(address in n for n in getattr(inputs, which) if n.version == address.version)

    return found


def _never(_r: WafRequest, _inputs: ManagedInputs) -> bool:
    return False


def _rules(*items: tuple[str, str, Detector] | tuple[str, str, Detector, str]) -> tuple[ManagedRule, ...]:
    return tuple(ManagedRule(*item) for item in items)


_CRS = ManagedGroup(
    "AWSManagedRulesCommonRuleSet",
    700,
    "core-rule-set",
    "Contains rules that are generally applicable to web applications (labcloud's approximation).",
    _rules(
        ("NoUserAgent_HEADER", "NoUserAgent_Header", _no_user_agent),
        ("UserAgent_BadBots_HEADER", "BadBots_Header", _bad_bot),
        (
            "SizeRestrictions_QUERYSTRING",
            "SizeRestrictions_QueryString",
            _bigger(2048, lambda r: len(r.query_string.encode())),
        ),
        (
            "SizeRestrictions_Cookie_HEADER",
            "SizeRestrictions_Cookie_Header",
            _bigger(10240, lambda r: len((r.headers.get("cookie") or "").encode())),
        ),
        ("SizeRestrictions_BODY", "SizeRestrictions_Body", _bigger(BODY_LIMIT, lambda r: len(r.body))),
        (
            "SizeRestrictions_URIPATH",
            "SizeRestrictions_URIPath",
            _bigger(1024, lambda r: len(r.uri.encode())),
        ),
        ("EC2MetaDataSSRF_BODY", "EC2MetaDataSSRF_Body", _found(detect.METADATA, _body)),
        ("EC2MetaDataSSRF_COOKIE", "EC2MetaDataSSRF_Cookie", _found(detect.METADATA, _cookie)),
        ("EC2MetaDataSSRF_URIPATH", "EC2MetaDataSSRF_URIPath", _found(detect.METADATA, _uri)),
        (
            "EC2MetaDataSSRF_QUERYARGUMENTS",
            "EC2MetaDataSSRF_QueryArguments",
            _found(detect.METADATA, _query_args),
        ),
        ("GenericLFI_QUERYARGUMENTS", "GenericLFI_QueryArguments", _found(detect.TRAVERSAL, _query_args)),
        ("GenericLFI_URIPATH", "GenericLFI_URIPath", _found(detect.TRAVERSAL, _uri)),
        ("GenericLFI_BODY", "GenericLFI_Body", _found(detect.TRAVERSAL, _body)),
        (
            "RestrictedExtensions_URIPATH",
            "RestrictedExtensions_URIPath",
            _ends(detect.RESTRICTED_EXTENSION, _uri),
        ),
        (
            "RestrictedExtensions_QUERYARGUMENTS",
            "RestrictedExtensions_QueryArguments",
            _ends(detect.RESTRICTED_EXTENSION, _query_args),
        ),
        ("GenericRFI_QUERYARGUMENTS", "GenericRFI_QueryArguments", _found(detect.REMOTE_FILE, _query_args)),
        ("GenericRFI_BODY", "GenericRFI_Body", _found(detect.REMOTE_FILE, _body)),
        ("GenericRFI_URIPATH", "GenericRFI_URIPath", _found(detect.REMOTE_FILE, _uri)),
        ("CrossSiteScripting_COOKIE", "CrossSiteScripting_Cookie", _found(detect.XSS, _cookie)),
        (
            "CrossSiteScripting_QUERYARGUMENTS",
            "CrossSiteScripting_QueryArguments",
            _found(detect.XSS, _query_args),
        ),
        ("CrossSiteScripting_BODY", "CrossSiteScripting_Body", _found(detect.XSS, _body)),
        ("CrossSiteScripting_URIPATH", "CrossSiteScripting_URIPath", _found(detect.XSS, _uri)),
    ),
)
_KNOWN_BAD_INPUTS = ManagedGroup(
    "AWSManagedRulesKnownBadInputsRuleSet",
    200,
    "known-bad-inputs",
    "Contains rules for request patterns known to be invalid or tied to exploits (labcloud's approximation).",
    _rules(
        (
            "JavaDeserializationRCE_HEADER",
            "JavaDeserializationRCE_Header",
            _found(detect.JAVA_DESERIALIZATION, _headers),
        ),
        (
            "JavaDeserializationRCE_BODY",
            "JavaDeserializationRCE_Body",
            _found(detect.JAVA_DESERIALIZATION, _body),
        ),
        (
            "JavaDeserializationRCE_URIPATH",
            "JavaDeserializationRCE_URIPath",
            _found(detect.JAVA_DESERIALIZATION, _uri),
        ),
        (
            "JavaDeserializationRCE_QUERYSTRING",
            "JavaDeserializationRCE_QueryString",
            _found(detect.JAVA_DESERIALIZATION, _query_string),
        ),
        ("Host_localhost_HEADER", "Host_Localhost_Header", _localhost),
        ("PROPFIND_METHOD", "Propfind_Method", lambda r, _inputs: r.method.upper() == "PROPFIND"),
        ("ExploitablePaths_URIPATH", "ExploitablePaths_URIPath", _found(detect.EXPLOITABLE_PATHS, _uri)),
        ("Log4JRCE_HEADER", "Log4JRCE_Header", _found(detect.LOG4J, _headers)),
        ("Log4JRCE_QUERYSTRING", "Log4JRCE_QueryString", _found(detect.LOG4J, _query_string)),
        ("Log4JRCE_BODY", "Log4JRCE_Body", _found(detect.LOG4J, _body)),
        ("Log4JRCE_URIPATH", "Log4JRCE_URIPath", _found(detect.LOG4J, _uri)),
    ),
)
_SQLI = ManagedGroup(
    "AWSManagedRulesSQLiRuleSet",
    200,
    "sql-database",
    "Contains rules that block SQL injection patterns (labcloud's approximation).",
    _rules(
        (
            "SQLiExtendedPatterns_QUERYARGUMENTS",
            "SQLiExtendedPatterns_QueryArguments",
            _found(detect.SQLI_EXTENDED, _query_args),
        ),
        ("SQLi_QUERYARGUMENTS", "SQLi_QueryArguments", _found(detect.SQLI, _query_args)),
        ("SQLi_BODY", "SQLi_Body", _found(detect.SQLI, _body)),
        ("SQLiExtendedPatterns_BODY", "SQLiExtendedPatterns_Body", _found(detect.SQLI_EXTENDED, _body)),
        ("SQLi_COOKIE", "SQLi_Cookie", _found(detect.SQLI, _cookie)),
        ("SQLi_URIPATH", "SQLi_URIPath", _found(detect.SQLI, _uri)),
    ),
)
_IP_REPUTATION = ManagedGroup(
    "AWSManagedRulesAmazonIpReputationList",
    25,
    "amazon-ip-list",
    "Blocks addresses Amazon's threat intelligence lists (labcloud: the addresses LABCLOUD_WAF_IP_REPUTATION names).",
    _rules(
        ("AWSManagedIPReputationList", "AWSManagedIPReputationList", _listed("reputation")),
        ("AWSManagedReconnaissanceList", "AWSManagedReconnaissanceList", _never),
        ("AWSManagedIPDDoSList", "AWSManagedIPDDoSList", _never, "Count"),
    ),
    versions=(),
)
_ANONYMOUS_IP = ManagedGroup(
    "AWSManagedRulesAnonymousIpList",
    50,
    "anonymous-ip-list",
    "Blocks requests from services that hide the viewer's identity (labcloud: the addresses LABCLOUD_WAF_ANONYMOUS_IPS names).",
    _rules(
        ("AnonymousIPList", "AnonymousIPList", _listed("anonymous")),
        ("HostingProviderIPList", "HostingProviderIPList", _never),
    ),
    versions=(),
)
_LINUX = ManagedGroup(
    "AWSManagedRulesLinuxRuleSet",
    200,
    "linux-os",
    "Contains rules that block local file inclusion attacks on Linux (labcloud's approximation).",
    _rules(
        ("LFI_URIPATH", "LFI_URIPath", _found(detect.LINUX_FILES, _uri)),
        ("LFI_QUERYSTRING", "LFI_QueryString", _found(detect.LINUX_FILES, _query_string)),
        ("LFI_HEADER", "LFI_Header", _found(detect.LINUX_FILES, _headers)),
    ),
)
_UNIX = ManagedGroup(
    "AWSManagedRulesUnixRuleSet",
    100,
    "posix-os",
    "Contains rules that block POSIX shell command injection (labcloud's approximation).",
    _rules(
        (
            "UNIXShellCommandsVariables_QUERYSTRING",
            "UNIXShellCommandsVariables_QueryString",
            _found(detect.UNIX_SHELL, _query_string),
        ),
        (
            "UNIXShellCommandsVariables_BODY",
            "UNIXShellCommandsVariables_Body",
            _found(detect.UNIX_SHELL, _body),
        ),
        (
            "UNIXShellCommandsVariables_HEADER",
            "UNIXShellCommandsVariables_Header",
            _found(detect.UNIX_SHELL, _headers),
        ),
    ),
)
_ADMIN = ManagedGroup(
    "AWSManagedRulesAdminProtectionRuleSet",
    100,
    "admin-protection",
    "Blocks external access to administrative pages (labcloud's approximation).",
    _rules(("AdminProtection_URIPATH", "AdminProtection_URIPath", _found(detect.ADMIN_PATHS, _uri))),
)
_PHP = ManagedGroup(
    "AWSManagedRulesPHPRuleSet",
    100,
    "php-app",
    "Contains rules that block request patterns exploiting PHP (labcloud's approximation).",
    _rules(
        (
            "PHPHighRiskMethodsVariables_HEADER",
            "PHPHighRiskMethodsVariables_Header",
            _found(detect.PHP, _headers),
        ),
        (
            "PHPHighRiskMethodsVariables_QUERYSTRING",
            "PHPHighRiskMethodsVariables_QueryString",
            _found(detect.PHP, _query_string),
        ),
        ("PHPHighRiskMethodsVariables_BODY", "PHPHighRiskMethodsVariables_Body", _found(detect.PHP, _body)),
    ),
)
_WINDOWS = ManagedGroup(
    "AWSManagedRulesWindowsRuleSet",
    200,
    "windows-os",
    "Contains rules that block Windows and PowerShell command execution (labcloud's approximation).",
    _rules(
        ("WindowsShellCommands_COOKIE", "WindowsShellCommands_Cookie", _found(detect.WINDOWS_SHELL, _cookie)),
        (
            "WindowsShellCommands_QUERYARGUMENTS",
            "WindowsShellCommands_QueryArguments",
            _found(detect.WINDOWS_SHELL, _query_args),
        ),
        ("WindowsShellCommands_BODY", "WindowsShellCommands_Body", _found(detect.WINDOWS_SHELL, _body)),
        ("PowerShellCommands_COOKIE", "PowerShellCommands_Cookie", _found(detect.POWERSHELL, _cookie)),
        (
            "PowerShellCommands_QUERYARGUMENTS",
            "PowerShellCommands_QueryArguments",
            _found(detect.POWERSHELL, _query_args),
        ),
        ("PowerShellCommands_BODY", "PowerShellCommands_Body", _found(detect.POWERSHELL, _body)),
    ),
)

#: The groups labcloud offers, by name, in ListAvailableManagedRuleGroups' order.
GROUPS: dict[str, ManagedGroup] = {
    g.name: g
    for g in (
        _CRS,
        _ADMIN,
        _KNOWN_BAD_INPUTS,
        _SQLI,
        _LINUX,
        _UNIX,
        _WINDOWS,
        _PHP,
        _IP_REPUTATION,
        _ANONYMOUS_IP,
    )
}
#: AWS's groups labcloud does not offer, and why (refused by name, never accepted and ignored).
NOT_OFFERED = {
    "AWSManagedRulesBotControlRuleSet": "AWS WAF Bot Control (a paid feature)",
    "AWSManagedRulesATPRuleSet": "AWS WAF Fraud Control account takeover prevention (a paid feature)",
    "AWSManagedRulesACFPRuleSet": "AWS WAF Fraud Control account creation fraud prevention (a paid feature)",
    "AWSManagedRulesAntiDDoSRuleSet": "AWS WAF anti-DDoS protection (a paid feature)",
    "AWSManagedRulesWordPressRuleSet": "the WordPress application rule group (not in labcloud's subset yet)",
}
#: When labcloud's versions of the groups were published (what ListAvailableManagedRuleGroupVersions
#: answers as LastUpdateTimestamp): the release that added managed rule groups.
PUBLISHED = 1_767_225_600.0

"""labcloud's approximations of AWS WAF's detectors: the SQL injection and cross-site scripting patterns
(SqliMatch and XssMatch statements, and the managed rule groups' rules) and the other signatures the
managed rules look for (managed_rules.py). AWS's real detectors are not public and are far broader: each
pattern here is labcloud's own reading of what AWS documents a rule inspects (docs/wafv2.md). Gaps inside
a pattern are bounded (at most 100 characters) so that no input costs more than linear time: these run on the one
event loop, over bodies of up to 8 KB."""

from __future__ import annotations

import re

SQLI = re.compile(
    r"('|\")\s*(or|and)\s+[\w'\"]+\s*(=|like|<|>)|\bunion(\s|/\*[^*]{0,40}\*/|\()+((all|distinct)(\s|/\*[^*]{0,40}\*/|\()+)?select\b|;\s*(drop|delete|insert|update|"
    r"shutdown|exec)\b|\b(or|and)\s+\d+\s*=\s*\d+|'\s*;\s*--|'\s*--|/\*[^*]{0,60}\*/|\bsleep\s*\(|\bbenchmark\s*\(|"
    r"\bwaitfor\s+delay\b|\bxp_cmdshell\b|\binformation_schema\b",
    re.IGNORECASE,
)
#: DOM event handler attributes (``onerror=``...): named, so that a form field such as ``one=1`` or
#: ``online=true`` is not taken for one.
_HANDLERS = (
    r"on(abort|afterprint|animation[a-z]*|beforeunload|blur|canplay[a-z]*|change|click|contextmenu|copy|cut|"
    r"dblclick|drag[a-z]*|drop|error|focus[a-z]*|hashchange|input|invalid|key(down|press|up)|load[a-z]*|message|"
    r"mouse[a-z]+|paste|pointer[a-z]+|readystatechange|reset|resize|scroll|search|select|show|submit|toggle|"
    r"touch[a-z]+|transition[a-z]*|unload|wheel)"
)
XSS = re.compile(
    r"<\s*script\b|javascript\s*:|\b"
    + _HANDLERS
    + r"\s*=|<\s*iframe\b|<\s*img\b[^>]{0,100}?\bsrc\s*=|<\s*svg\b|"
    r"document\s*\.\s*cookie|<\s*object\b|<\s*embed\b|\beval\s*\(|vbscript\s*:",
    re.IGNORECASE,
)
#: SQL beyond the obvious injections: whole statements, catalog and function probes.
SQLI_EXTENDED = re.compile(
    r"\bselect\s+(\*|[\w.]+(\s*,\s*[\w.]+)*)\s+from\s+[\w.`\[\]\"]+|\binsert\s+into\b|\bdelete\s+from\b|\bdrop\s+(table|database)\b|"
    r"\border\s+by\s+\d+\b|\bhaving\s+\d|\b(char|concat|group_concat|load_file)\s*\(|@@version\b",
    re.IGNORECASE,
)
#: Instance metadata addresses (EC2MetaDataSSRF_*).
METADATA = re.compile(r"169\.254\.169\.254|\[?fd00:ec2::254\]?", re.IGNORECASE)
#: Path traversal (GenericLFI_*).
TRAVERSAL = re.compile(r"(^|[/\\])\.\.([/\\]|$)")
#: Files of the operating system a traversal reaches for (the Linux rule group's LFI_*).
LINUX_FILES = re.compile(
    r"/etc/(passwd|shadow|group|hosts|issue)\b|/proc/self/|/proc/\d+/|/var/log/|(^|[/\\])\.\.[/\\]",
    re.IGNORECASE,
)
#: Extensions of files unsafe to read or run (RestrictedExtensions_*).
RESTRICTED_EXTENSION = re.compile(
    r"\.(log|ini|conf|cfg|config|bak|backup|old|sql|env|passwd|htaccess|htpasswd|swp)$", re.IGNORECASE
)
#: A URL with an IPv4 address, as remote file inclusion embeds (GenericRFI_*).
REMOTE_FILE = re.compile(r"\b(https?|ftp)://\d{1,3}(\.\d{1,3}){3}\b", re.IGNORECASE)
#: Scanners' user agents (UserAgent_BadBots_HEADER).
BAD_BOTS = re.compile(r"nessus|nmap|nikto|sqlmap|masscan|zgrab|acunetix|dirbuster|w3af|wpscan|openvas")
#: A Java serialized object (raw or base64) or the classes a deserialization exploit calls.
JAVA_DESERIALIZATION = re.compile(
    r"rO0AB|\xac\xed\x00\x05|java\.lang\.(Runtime|ProcessBuilder)|javax\.management\."
)
#: Log4j lookups (Log4JRCE_*).
LOG4J = re.compile(r"\$\{\s*(jndi|lower|upper|env|sys|java|date|main|::-)", re.IGNORECASE)
#: Paths of application servers' consoles and private folders (ExploitablePaths_URIPATH).
EXPLOITABLE_PATHS = re.compile(
    r"/(web-inf|meta-inf|web-console|jmx-console|admin-console|invoker|jbossws|axis2-admin)(/|$)",
    re.IGNORECASE,
)
#: Paths reserved for administration (AdminProtection_URIPATH).
ADMIN_PATHS = re.compile(
    r"/(admin|administrator|admin-console|wp-admin|phpmyadmin|adminer|manager/html)(/|\.php|$)",
    re.IGNORECASE,
)
#: Unix shell commands and variables after a command separator (UNIXShellCommandsVariables_*).
UNIX_SHELL = re.compile(
    r"(;|\||&&|`|\$\()\s*(cat|ls|id|whoami|uname|wget|curl|nc|bash|sh|chmod|rm|echo|ping)\b|\$\{?IFS\b|"
    r"/bin/(ba|z|k|c)?sh\b|/usr/bin/(env|perl|python)\b",
    re.IGNORECASE,
)
#: PHP's dangerous functions, stream wrappers, superglobals and settings (PHPHighRiskMethodsVariables_*).
PHP = re.compile(
    r"\b(php|phar|expect|zip)://|\bdata://text|\b(base64_decode|eval|system|exec|shell_exec|passthru|assert|"
    r"phpinfo|proc_open|popen|pcntl_exec)\s*\(|\$_(GET|POST|SERVER|COOKIE|REQUEST|ENV|FILES)\b|"
    r"\b(auto_prepend_file|allow_url_include|disable_functions)\b",
    re.IGNORECASE,
)
#: Windows shell commands (WindowsShellCommands_*).
WINDOWS_SHELL = re.compile(
    r"\bcmd(\.exe)?\s+/[ck]\b|\b(cmd|command)\.(exe|com)\b|(;|\||&)\s*(dir|type|del|net|ipconfig|whoami|"
    r"systeminfo|tasklist)\b|%(comspec|systemroot|windir)%",
    re.IGNORECASE,
)
#: PowerShell commands (PowerShellCommands_*).
POWERSHELL = re.compile(
    r"\bpowershell(\.exe)?\b|\b(invoke-expression|invoke-webrequest|start-process|new-object\s+net\.webclient|"
    r"downloadstring)\b|\biex\s*\(|\s-(enc|encodedcommand)\s",
    re.IGNORECASE,
)

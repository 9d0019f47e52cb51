"""The SQLite tables behind EC2's records.

``ec2_resources`` holds one row per record (VPC, subnet, security group, route table, internet or NAT
gateway, Elastic IP, VPC endpoint, network interface, network ACL, instance, key pair, launch template):
its id, kind, VPC and its description as EC2 answers it (JSON, with the record's own bookkeeping under
keys starting with ``_``). ``ec2_defaults`` notes each account and
region whose default VPC was made, so a default VPC the user deletes stays deleted.
"""

from __future__ import annotations

TABLES = ("ec2_resources", "ec2_defaults")

SCHEMA = (
    """CREATE TABLE IF NOT EXISTS ec2_resources (
        account_id TEXT NOT NULL,
        region TEXT NOT NULL,
        id TEXT NOT NULL,
        kind TEXT NOT NULL,
        vpc_id TEXT,
        body TEXT NOT NULL,
        created REAL NOT NULL,
        PRIMARY KEY (account_id, region, id)
    )""",
    "CREATE INDEX IF NOT EXISTS ec2_resources_kind ON ec2_resources(account_id, region, kind, created)",
    "CREATE INDEX IF NOT EXISTS ec2_resources_vpc ON ec2_resources(account_id, region, vpc_id)",
    """CREATE TABLE IF NOT EXISTS ec2_defaults (
        account_id TEXT NOT NULL,
        region TEXT NOT NULL,
        PRIMARY KEY (account_id, region)
    )""",
)

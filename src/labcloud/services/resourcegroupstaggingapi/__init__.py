"""The Resource Groups Tagging API (botocore ``resourcegroupstaggingapi``): every service's tagged resources."""

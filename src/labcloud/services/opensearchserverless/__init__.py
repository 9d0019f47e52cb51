"""Amazon OpenSearch Serverless (botocore ``opensearchserverless``): collections, policies, and the data plane."""

/** SPEC §7: "All provider calls add the query fields project id, st (sdk type) and sv (sdk version)". */
export const SDK_QUERY_FIELDS = ['projectId', 'st', 'sv'] as const

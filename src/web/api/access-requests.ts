import { useMutation } from '@tanstack/react-query';
import type { AccessRequest, AccessRequestCreate } from '../../domain/access-request';
import { request } from './http';

export function createAccessRequest(input: AccessRequestCreate): Promise<AccessRequest> {
  return request<AccessRequest>('/api/access-requests', { method: 'POST', body: input });
}

export function useCreateAccessRequest() {
  return useMutation({ mutationFn: createAccessRequest });
}

import { createApi, type BaseQueryFn, type EndpointBuilder } from '@reduxjs/toolkit/query/react';
import {
  endpoints,
  isSessionEnded,
  operatorEndpoints as calls,
  SESSION_ENDED,
  type EndpointDef,
  type LoginResult,
} from '@trading/contract';
import type { z } from 'zod';
import type { OfferCall } from '../offerings/offer-form';
import { backgroundHeader } from '../session/activity';
import { signedOut } from '../session/session-slice';
import { callPath, restOf } from './call-path';

/** An error as the envelope carries it, or code -1 when the server could not be reached. */
export interface ConsoleError {
  code: number;
  msg: string;
}

export interface CallArgs {
  def: Pick<EndpointDef, 'method' | 'path' | 'input'>;
  input: Record<string, unknown>;
}

type State = { session: { token: string | null } };

/** A multipart call's body: a Blob (a File keeps its name) is a file part, the rest text. */
function formData(fields: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    form.append(key, value instanceof Blob ? value : String(value));
  }
  return form;
}

/** The call's body as its contract input says; the browser writes a multipart body's boundary itself. */
function bodyOf(
  def: CallArgs['def'],
  rest: Record<string, unknown>,
): { payload?: BodyInit; headers: Record<string, string> } {
  if (def.input === 'query') return { headers: {} };
  if (def.input === 'multipart') return { payload: formData(rest), headers: {} };
  return { payload: JSON.stringify(rest), headers: { 'content-type': 'application/json' } };
}

/** Sends one contract call with the session token and the console's language; unwraps `{code,msg,data}`. */
const baseQuery: BaseQueryFn<CallArgs, unknown, ConsoleError> = async ({ def, input }, api) => {
  const token = (api.getState() as State).session.token;
  const rest = restOf(def.path, input);
  let url = `/api${callPath(def.path, input)}`;
  if (def.input === 'query') url += `?${new URLSearchParams(rest as Record<string, string>)}`;
  const { payload, headers } = bodyOf(def, rest);
  try {
    const response = await fetch(url, {
      method: def.method,
      headers: {
        ...headers,
        ...backgroundHeader(),
        lang: document.documentElement.lang,
        ...(token ? { token } : {}),
      },
      body: payload,
    });
    const body = (await response.json()) as { code: number; msg: string; data: unknown };
    if (body.code === 0) return { data: body.data };
    // A session left idle ends as expired: the sign-in screen says why.
    if (isSessionEnded(body.code))
      api.dispatch(signedOut(body.code === SESSION_ENDED.TOKEN_EXPIRED ? 'idle' : undefined));
    return { error: { code: body.code, msg: body.msg } };
  } catch {
    return { error: { code: -1, msg: '' } };
  }
};

type Out<E extends { response: z.ZodType }> = z.output<E['response']>;
type In<E extends { request: z.ZodType }> = z.input<E['request']>;

type Build = EndpointBuilder<
  BaseQueryFn<CallArgs, unknown, ConsoleError>,
  (typeof QUEUE_TAGS)[number],
  'consoleApi'
>;

/** Investor lookup: what it reads is refetched after a lock or sign-out changes it. */
function investorCalls(build: Build) {
  const change = <
    E extends (typeof calls)[
      'investorLock' | 'investorSignOut' | 'investorSignOutAll' | 'investorUnlock'],
  >(
    def: E,
  ) =>
    build.mutation<Out<E>, In<E>>({
      query: (input) => ({ def, input }),
      invalidatesTags: ['Investor', 'Audit'],
    });
  return {
    investorSearch: build.query<Out<typeof calls.investorSearch>, In<typeof calls.investorSearch>>({
      query: (input) => ({ def: calls.investorSearch, input }),
      providesTags: ['Investor'],
    }),
    investorDetail: build.query<Out<typeof calls.investorDetail>, In<typeof calls.investorDetail>>({
      query: (input) => ({ def: calls.investorDetail, input }),
      providesTags: ['Investor'],
    }),
    investorLedger: build.query<Out<typeof calls.investorLedger>, In<typeof calls.investorLedger>>({
      query: (input) => ({ def: calls.investorLedger, input }),
      providesTags: ['Investor'],
    }),
    investorLock: change(calls.investorLock),
    investorUnlock: change(calls.investorUnlock),
    investorSignOut: change(calls.investorSignOut),
    investorSignOutAll: change(calls.investorSignOutAll),
  };
}

/** Offers, allotment and settlement: each decision changes its list and leaves an audit entry. */
function offeringCalls(build: Build) {
  const decide = <
    E extends (typeof calls)[
      | 'applicationsAllot'
      | 'applicationsAllotBulk'
      | 'quantSettleDue'
      | 'quantSettleOne'
      | 'offeringsClose'
      | 'offeringsReschedule'],
  >(
    def: E,
    tag: 'Proposals' | 'QuantOrders' | 'Offers',
  ) =>
    build.mutation<Out<E>, In<E>>({
      query: (input) => ({ def, input }),
      invalidatesTags: [tag, 'Audit'],
    });
  return {
    applications: build.query<Out<typeof calls.applications>, In<typeof calls.applications>>({
      query: (input) => ({ def: calls.applications, input }),
      providesTags: ['Applications'],
    }),
    // Allotments are proposals: nothing changes until a second staff member approves.
    applicationsAllot: decide(calls.applicationsAllot, 'Proposals'),
    applicationsAllotBulk: decide(calls.applicationsAllotBulk, 'Proposals'),
    // A POST that writes nothing: what an allotment would give, read like a list.
    applicationsAllotPreview: build.query<
      Out<typeof calls.applicationsAllotPreview>,
      In<typeof calls.applicationsAllotPreview>
    >({
      query: (input) => ({ def: calls.applicationsAllotPreview, input }),
      providesTags: ['Applications'],
    }),
    quantOrders: build.query<Out<typeof calls.quantOrders>, In<typeof calls.quantOrders>>({
      query: (input) => ({ def: calls.quantOrders, input }),
      providesTags: ['QuantOrders'],
    }),
    quantSettleDue: decide(calls.quantSettleDue, 'QuantOrders'),
    quantSettleOne: decide(calls.quantSettleOne, 'QuantOrders'),
    /** The investor app's stock search: an offer names one of the listed stocks. */
    stockSearch: build.query<Out<typeof endpoints.stockPage>, In<typeof endpoints.stockPage>>({
      query: (input) => ({ def: endpoints.stockPage, input }),
    }),
    /** Every kind of offer answers the new id; offer-form.ts picks the call and checks the body. */
    publishOffer: build.mutation<
      Out<typeof calls.offeringsCreateIpo>,
      { call: OfferCall; body: Record<string, unknown> }
    >({
      query: ({ call, body }) => ({ def: calls[call], input: body }),
      invalidatesTags: ['Offers', 'Audit'],
    }),
    offerings: build.query<Out<typeof calls.offerings>, void>({
      query: () => ({ def: calls.offerings, input: {} }),
      providesTags: ['Offers'],
    }),
    offeringsClose: decide(calls.offeringsClose, 'Offers'),
    offeringsReschedule: decide(calls.offeringsReschedule, 'Offers'),
  };
}

/**
 * Content: every save refetches the list it changed and the audit. A news item's detail
 * shares the list's tag, so reopening the editor after a save shows what was saved.
 */
function contentCalls(build: Build) {
  const saveList = <E extends (typeof calls)['contentBannersSave' | 'contentTilesSave']>(
    def: E,
    tag: 'Banners' | 'Tiles',
  ) =>
    build.mutation<Out<E>, In<E>>({
      query: (input) => ({ def, input }),
      invalidatesTags: [tag, 'Audit'],
    });
  const changeNews = <
    E extends (typeof calls)['contentNewsCreate' | 'contentNewsUpdate' | 'contentNewsDelete'],
  >(
    def: E,
  ) =>
    build.mutation<Out<E>, In<E>>({
      query: (input) => ({ def, input }),
      invalidatesTags: ['News', 'Audit'],
    });
  return {
    contentNews: build.query<Out<typeof calls.contentNews>, In<typeof calls.contentNews>>({
      query: (input) => ({ def: calls.contentNews, input }),
      providesTags: ['News'],
    }),
    contentNewsDetail: build.query<
      Out<typeof calls.contentNewsDetail>,
      In<typeof calls.contentNewsDetail>
    >({
      query: (input) => ({ def: calls.contentNewsDetail, input }),
      providesTags: ['News'],
    }),
    contentNewsCreate: changeNews(calls.contentNewsCreate),
    contentNewsUpdate: changeNews(calls.contentNewsUpdate),
    contentNewsDelete: changeNews(calls.contentNewsDelete),
    /** Saves nothing: a mutation so each press asks again and nothing is cached. */
    contentNewsPreview: build.mutation<
      Out<typeof calls.contentNewsPreview>,
      In<typeof calls.contentNewsPreview>
    >({ query: (input) => ({ def: calls.contentNewsPreview, input }) }),
    contentBanners: build.query<Out<typeof calls.contentBanners>, void>({
      query: () => ({ def: calls.contentBanners, input: {} }),
      providesTags: ['Banners'],
    }),
    contentBannersSave: saveList(calls.contentBannersSave, 'Banners'),
    contentTiles: build.query<Out<typeof calls.contentTiles>, void>({
      query: () => ({ def: calls.contentTiles, input: {} }),
      providesTags: ['Tiles'],
    }),
    contentTilesSave: saveList(calls.contentTilesSave, 'Tiles'),
    /** The contract types the non-file fields (none); the file travels as the part `file`. */
    contentImageUpload: build.mutation<Out<typeof calls.contentImageUpload>, { file: File }>({
      query: (input) => ({ def: calls.contentImageUpload, input }),
    }),
  };
}

/** Tenant settings: a save proposes them; they change when a second admin approves. */
function settingsCalls(build: Build) {
  return {
    tenantSettings: build.query<Out<typeof calls.tenantSettings>, void>({
      query: () => ({ def: calls.tenantSettings, input: {} }),
      providesTags: ['Settings'],
    }),
    tenantSettingsSave: build.mutation<
      Out<typeof calls.tenantSettingsSave>,
      In<typeof calls.tenantSettingsSave>
    >({
      query: (input) => ({ def: calls.tenantSettingsSave, input }),
      invalidatesTags: ['Proposals', 'Audit'],
    }),
  };
}

/**
 * Staff accounts: every change refetches the list and the audit. A member's new role or
 * disabling takes effect on their next call; the list shows it at once.
 */
function staffCalls(build: Build) {
  const change = <
    E extends (typeof calls)[
      'staffCreate' | 'staffSetRole' | 'staffDisable' | 'staffEnable' | 'staffResetSecondFactor'],
  >(
    def: E,
  ) =>
    build.mutation<Out<E>, In<E>>({
      query: (input) => ({ def, input }),
      invalidatesTags: ['Staff', 'Audit'],
    });
  return {
    staffList: build.query<Out<typeof calls.staffList>, void>({
      query: () => ({ def: calls.staffList, input: {} }),
      providesTags: ['Staff'],
    }),
    staffCreate: change(calls.staffCreate),
    staffSetRole: change(calls.staffSetRole),
    staffDisable: change(calls.staffDisable),
    staffEnable: change(calls.staffEnable),
    staffResetSecondFactor: change(calls.staffResetSecondFactor),
  };
}

/** Proposals waiting for a second pair of eyes: a decision may change applications or settings. */
function proposalCalls(build: Build) {
  const decide = <E extends (typeof calls)['proposalsApprove' | 'proposalsReject']>(def: E) =>
    build.mutation<Out<E>, In<E>>({
      query: (input) => ({ def, input }),
      invalidatesTags: ['Proposals', 'Applications', 'Settings', 'Audit'],
    });
  return {
    proposals: build.query<Out<typeof calls.proposals>, In<typeof calls.proposals>>({
      query: (input) => ({ def: calls.proposals, input }),
      providesTags: ['Proposals'],
    }),
    proposalsApprove: decide(calls.proposalsApprove),
    proposalsReject: decide(calls.proposalsReject),
  };
}

const QUEUE_TAGS = [
  'Kyc',
  'Deposits',
  'Withdrawals',
  'Audit',
  'Investor',
  'Applications',
  'QuantOrders',
  'Offers',
  'News',
  'Banners',
  'Tiles',
  'Staff',
  'Settings',
  'Proposals',
] as const;

/** The console's calls, every one declared in the contract's operator table (or the investor login). */
export const consoleApi = createApi({
  reducerPath: 'consoleApi',
  baseQuery,
  tagTypes: QUEUE_TAGS,
  endpoints: (build) => {
    /** Approve (id, version, note) and reject (also the queue's reason): one outcome in every queue. */
    const decide = <
      E extends (typeof calls)[
        | 'kycApprove'
        | 'kycReject'
        | 'depositsApprove'
        | 'depositsReject'
        | 'withdrawalsApprove'
        | 'withdrawalsReject'],
    >(
      def: E,
      tag: (typeof QUEUE_TAGS)[number],
    ) =>
      build.mutation<Out<E>, In<E>>({
        query: (input) => ({ def, input }),
        invalidatesTags: [tag, 'Audit'],
      });
    /** Opening an item claims it; every queue's claim answers the item's claim after the call. */
    const claim = (def: CallArgs['def']) =>
      build.mutation<Out<typeof calls.kycClaim>, In<typeof calls.kycClaim>>({
        query: (input) => ({ def, input }),
      });
    return {
      login: build.mutation<LoginResult, In<typeof endpoints.login>>({
        query: (input) => ({ def: endpoints.login, input }),
      }),
      loginSecondFactor: build.mutation<
        Out<typeof endpoints.loginSecondFactor>,
        In<typeof endpoints.loginSecondFactor>
      >({ query: (input) => ({ def: endpoints.loginSecondFactor, input }) }),
      logout: build.mutation<null, void>({
        query: () => ({ def: endpoints.logout, input: {} }),
      }),
      stepUp: build.mutation<Out<typeof endpoints.stepUp>, In<typeof endpoints.stepUp>>({
        query: (input) => ({ def: endpoints.stepUp, input }),
      }),
      changePassword: build.mutation<
        Out<typeof endpoints.changePassword>,
        In<typeof endpoints.changePassword>
      >({ query: (input) => ({ def: endpoints.changePassword, input }) }),
      me: build.query<Out<typeof calls.me>, void>({
        query: () => ({ def: calls.me, input: {} }),
      }),
      kycPending: build.query<Out<typeof calls.kycPending>, void>({
        query: () => ({ def: calls.kycPending, input: {} }),
        providesTags: ['Kyc'],
      }),
      depositsPending: build.query<Out<typeof calls.depositsPending>, void>({
        query: () => ({ def: calls.depositsPending, input: {} }),
        providesTags: ['Deposits'],
      }),
      withdrawalsPending: build.query<Out<typeof calls.withdrawalsPending>, void>({
        query: () => ({ def: calls.withdrawalsPending, input: {} }),
        providesTags: ['Withdrawals'],
      }),
      // Taking or renewing a claim changes no list: the queue's own polling shows it to others.
      kycClaim: claim(calls.kycClaim),
      depositsClaim: claim(calls.depositsClaim),
      withdrawalsClaim: claim(calls.withdrawalsClaim),
      kycApprove: decide(calls.kycApprove, 'Kyc'),
      kycReject: decide(calls.kycReject, 'Kyc'),
      depositsApprove: decide(calls.depositsApprove, 'Deposits'),
      depositsReject: decide(calls.depositsReject, 'Deposits'),
      withdrawalsApprove: decide(calls.withdrawalsApprove, 'Withdrawals'),
      withdrawalsReject: decide(calls.withdrawalsReject, 'Withdrawals'),
      ...offeringCalls(build),
      audit: build.query<Out<typeof calls.audit>, In<typeof calls.audit>>({
        query: (input) => ({ def: calls.audit, input }),
        providesTags: ['Audit'],
      }),
      /** Reads the whole filtered trail each press: a mutation, so nothing large stays cached. */
      auditExport: build.mutation<Out<typeof calls.auditExport>, In<typeof calls.auditExport>>({
        query: (input) => ({ def: calls.auditExport, input }),
      }),
      ledgerAudit: build.query<Out<typeof calls.ledgerAudit>, void>({
        query: () => ({ def: calls.ledgerAudit, input: {} }),
      }),
      ...investorCalls(build),
      ...contentCalls(build),
      ...staffCalls(build),
      ...settingsCalls(build),
      ...proposalCalls(build),
    };
  },
});
